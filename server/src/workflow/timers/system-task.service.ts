import { Injectable, Logger } from '@nestjs/common';
import { SysLoginAttempt, SysToken } from '../../core/auth/sys-token.entity';
import { sweepExpiredKeys } from '../../core/idempotency/idempotency';
import { L } from '../../core/resource/label';
import { JobContext, JobHandler } from './job-handler.decorator';

// The handlers the platform itself offers (bean systemTask).
@Injectable()
export class SystemTaskService {
  private readonly log = new Logger('systemTask');

  // Expired and revoked tokens are kept a week so "signed out / expired" can still be told apart;
  // sign-in attempts a month, far beyond the lock-out window, for looking into break-in attempts.
  @JobHandler('systemTask', 'cleanExpiredTokens', L('清理过期令牌和登录记录', 'Clean expired tokens and sign-in attempts'))
  async cleanExpiredTokens(_params: string | null, { manager }: JobContext) {
    const tokens = await manager
      .createQueryBuilder()
      .delete()
      .from(SysToken)
      .where("expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'")
      .execute();
    const attempts = await manager.createQueryBuilder().delete().from(SysLoginAttempt).where("at < now() - interval '30 days'").execute();
    // first answers of creations past their 24 hours, of callers who sent no key since (who did swept theirs)
    const keys = await sweepExpiredKeys(manager);
    this.log.log(`deleted ${tokens.affected ?? 0} tokens, ${attempts.affected ?? 0} sign-in attempts, ${keys} idempotency keys`);
  }

  @JobHandler('systemTask', 'noop', L('空任务（检查调度）', 'No-op (checks the scheduler)'))
  noop() {}

  @JobHandler('systemTask', 'fail', L('失败任务（检查任务日志）', 'Failing task (checks the task log)'))
  fail() {
    throw new Error('deliberate failure');
  }
}
