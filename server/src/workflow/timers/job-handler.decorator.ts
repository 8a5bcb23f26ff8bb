import 'reflect-metadata';
import type { EntityManager } from 'typeorm';
import type { Label } from '../../core/resource/resource.types';

export const JOB_HANDLER_META = 'workflow:job-handler';

// What a handler gets besides the job's params. `manager` is a transaction of the run's own: a handler
// that throws leaves no half-done work, and the embedded database (one session) needs every query of
// the run to go through it.
export interface JobContext {
  jobId: number;
  manager: EntityManager;
}

export type JobFn = (params: string | null, ctx: JobContext) => Promise<unknown> | unknown;

export interface JobHandlerMeta {
  beanName: string;
  methodName: string;
  label?: Label;
}

// Marks a provider method as a timingTask handler, found at start by bean and method name, e.g.
// @JobHandler('systemTask', 'cleanExpiredTokens', { zh: '清理过期令牌', en: 'Clean expired tokens' })
export function JobHandler(beanName: string, methodName: string, label?: Label): MethodDecorator {
  return (target, key) => {
    Reflect.defineMetadata(JOB_HANDLER_META, { beanName, methodName, label } satisfies JobHandlerMeta, target, key);
  };
}
