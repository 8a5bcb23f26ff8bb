import { LoggerService } from '@nestjs/common';
import pino from 'pino';

// JSON logs through pino. Nothing here prints request bodies, SQL parameters or tokens.
export const rootLogger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: { paths: ['password', 'token', 'authorization', '*.password', '*.token', '*.authorization'], remove: true },
});

export class PinoNestLogger implements LoggerService {
  log(message: unknown, context?: string) {
    rootLogger.info({ context }, String(message));
  }
  error(message: unknown, _trace?: string, context?: string) {
    rootLogger.error({ context }, String(message));
  }
  warn(message: unknown, context?: string) {
    rootLogger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    rootLogger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    rootLogger.trace({ context }, String(message));
  }
}
