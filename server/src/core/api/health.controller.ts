import { Controller, Get, HttpException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ResourceRegistry } from '../resource/resource-registry';
import { buildOpenApi } from './openapi';

@Controller()
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    private readonly registry: ResourceRegistry,
  ) {}

  @Get('health')
  async health() {
    try {
      await this.ds.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      throw new HttpException({ status: 'down' }, 503);
    }
  }

  @Get('api/docs')
  docs() {
    return buildOpenApi(this.registry);
  }
}
