import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../core/config/app-config';
import { DemoSeed } from '../../../../core/database/demo-seed';

@Injectable()
export class TicketsDemoSeed extends DemoSeed {
  constructor(ds: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(ds, config);
  }

  protected async seed(_m: EntityManager) {}
}
