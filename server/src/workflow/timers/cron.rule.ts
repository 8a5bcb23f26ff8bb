import { CronTime, validateCronExpression } from 'cron';
import { AppException } from '../../core/errors/app.exception';

// Expressions carried over from the Quartz-based system write '?' for "no specific day"; the cron
// package reads the same meaning from '*'. Seconds are optional (5 or 6 fields); a year field is not taken.
function normalise(expr: string): string {
  return expr.trim().split(/\s+/).map((part) => (part === '?' ? '*' : part)).join(' ');
}

export function checkCron(expr: unknown): string {
  const s = typeof expr === 'string' ? expr.trim() : '';
  if (!s || !validateCronExpression(normalise(s)).valid) {
    throw new AppException('BadCron', { cron: String(expr ?? '') }, [
      { field: 'cronExpression', reason: 'format', message: { zh: `Cron 表达式无效：${String(expr ?? '')}`, en: `Invalid cron expression: ${String(expr ?? '')}` } },
    ]);
  }
  return s;
}

// Cron times are the company's wall-clock times (03:00 means 03:00 in Qingdao), whatever the
// machine's zone; TIME_ZONE is validated at start by loadConfig.
const TIME_ZONE = process.env.TIME_ZONE || 'Asia/Shanghai';

// The first fire time strictly after `from`.
export function nextFireAfter(expr: string, from: Date): Date {
  return new CronTime(normalise(expr), TIME_ZONE).getNextDateFrom(from).toJSDate();
}
