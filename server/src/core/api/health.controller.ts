import { Controller, Get } from '@nestjs/common';
import { AppException } from '../errors/app.exception';
import { DataSource } from 'typeorm';
import { ResourceRegistry } from '../resource/resource-registry';
import { buildOpenApi } from './openapi';

@Controller()
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
  ) {}

  // 200 while the database answers; 503 with Retry-After while it is away, so a load balancer takes this
  // process out of rotation for that time and back in after (the pool reconnects by itself)
  @Get('health')
  async health() {
    try {
      await this.ds.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      throw new AppException('DatabaseUnavailable', { retryAfterSeconds: 5 });
    }
  }

  @Get('api/docs')
  docs() {
    return buildOpenApi(this.registry);
  }
}
