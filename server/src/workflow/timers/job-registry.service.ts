import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { AppException } from '../../core/errors/app.exception';
import { JOB_HANDLER_META, JobFn, JobHandlerMeta } from './job-handler.decorator';

export interface RegisteredJob extends JobHandlerMeta {
  run: JobFn;
}

// The handlers modules offer by @JobHandler. Found in onModuleInit (every provider exists by then),
// so hooks and the runner can rely on it from bootstrap on.
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly log = new Logger('JobRegistry');
  private readonly handlers = new Map<string, RegisteredJob>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const meta: JobHandlerMeta | undefined = Reflect.getMetadata(JOB_HANDLER_META, proto, method);
        if (!meta) continue;
        const key = `${meta.beanName}.${meta.methodName}`;
        if (this.handlers.has(key)) throw new Error(`Job handler ${key} is registered twice`);
        this.handlers.set(key, { ...meta, run: instance[method].bind(instance) });
      }
    }
    this.log.log(`${this.handlers.size} job handlers`);
  }

  find(beanName: string, methodName: string): RegisteredJob | undefined {
    return this.handlers.get(`${beanName}.${methodName}`);
  }

  // Bean and method names are matched exactly: they are identifiers, as in the system this replaces.
  require(beanName: string, methodName: string): RegisteredJob {
    const job = this.find(beanName, methodName);
    if (job) return job;
    const beanKnown = this.all().some((h) => h.beanName === beanName);
    throw new AppException('UnknownJob', { bean: beanName, method: methodName }, [{ field: beanKnown ? 'methodName' : 'beanName', reason: 'enum' }]);
  }

  all(): RegisteredJob[] {
    return [...this.handlers.values()];
  }
}
