import { Controller, Get } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import { DataSource } from 'typeorm';
import { noteDatabaseFailure, recentDatabaseFailureMs } from '../database/db-health';
import { ResourceRegistry } from '../resource/resource-registry';
import { allDictItems } from '../dictionary/dictionary';
import { buildOpenApi, Dictionaries } from './openapi';

// how long the document keeps the dictionaries it read: an item an administrator adds shows within this
const DICT_TTL_MS = 30_000;

@Controller()
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
  ) {}

  private dicts?: { at: number; items: Dictionaries };

  // 200 while the database answers; 503 with Retry-After while it is away, so a load balancer takes this
  // process out of rotation for that time and back in after (the pool reconnects by itself). "Away"
  // includes a failure this process saw in the last few seconds (db-health.ts): a database that drops
  // connections answers many single probes, and the calls around them still fail.
  @Get('health')
  async health() {
    if (recentDatabaseFailureMs() > 0) throw new AppException('DatabaseUnavailable', { retryAfterSeconds: 5 });
    try {
      await this.ds.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      noteDatabaseFailure();
      throw new AppException('DatabaseUnavailable', { retryAfterSeconds: 5 });
    }
  }

  // dictionary fields are described by their items as the database holds them (administrators add
  // items), read at most once per DICT_TTL_MS
  @Get('api/docs')
  async docs() {
    return buildOpenApi(this.registry, await this.dictionaries());
  }

  private async dictionaries(): Promise<Dictionaries> {
    if (this.dicts && Date.now() - this.dicts.at < DICT_TTL_MS) return this.dicts.items;
    try {
      this.dicts = { at: Date.now(), items: await allDictItems(this.ds.manager) };
      return this.dicts.items;
    } catch {
      // the items last read are still the best answer; with none, the document would state no allowed
      // values at all, so the reader is told to retry shortly
      if (this.dicts) return this.dicts.items;
      throw new AppException('DatabaseUnavailable', { retryAfterSeconds: 5 });
    }
  }
}
