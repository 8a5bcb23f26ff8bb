import { OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { withSchemaLock } from './database.providers';
import { liftStatementTimeout } from './statement-timeout';

// A module's demo data (SEED_DEMO=1): at bootstrap, after every module's own start-up seeding (the
// demo staff it builds on), in one transaction under the schema lock so two processes never both
// seed. `seed` decides itself whether its data is there already.
export abstract class DemoSeed implements OnApplicationBootstrap {
  protected constructor(
    protected readonly ds: DataSource,
    protected readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await withSchemaLock(this.ds, () =>
      this.ds.transaction(async (m) => {
        // thousands of rows in set-wide statements: not an API call
        await liftStatementTimeout(m);
        await this.seed(m);
      }),
    );
  }

  protected abstract seed(m: EntityManager): Promise<void>;
}
