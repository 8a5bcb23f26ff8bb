import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CODE_ROOT } from '../../server/src/core/config/project-root';
import { dataSourceOptions } from '../../server/src/core/database/data-source.factory';

// A migration tried on stored data: a database of its own on the PostgreSQL server of DATABASE_URL
// (the embedded database is one per run), migrated to just before the migration, given rows, migrated
// on, and undone back past it.
export const onServer = process.env.TEST_DATABASE_KIND === 'postgres';

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export class MigrationSteps {
  private readonly name = `mig_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  private readonly dir = path.join(CODE_ROOT, 'migrations');
  private readonly files = fs
    .readdirSync(this.dir)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  private url = '';
  readonly at: number;

  constructor(migration: string) {
    this.at = this.files.findIndex((f) => f.includes(`-${migration}.`));
    if (this.at < 1) throw new Error(`No migration named ${migration}`);
  }

  async create(): Promise<void> {
    await admin((c) => c.query(`CREATE DATABASE ${this.name}`));
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${this.name}`;
    this.url = u.toString();
  }

  drop(): Promise<unknown> {
    return admin((c) => c.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`));
  }

  // Every migration before this one, then `seed` on that schema.
  async before(seed: (ds: DataSource) => Promise<void>): Promise<void> {
    const ds = new DataSource(dataSourceOptions(this.url, { migrations: this.files.slice(0, this.at).map((f) => path.join(this.dir, f)) }));
    await ds.initialize();
    try {
      await ds.runMigrations();
      await seed(ds);
    } finally {
      await ds.destroy();
    }
  }

  // Every migration up to the newest, `check` there; then undone back past this one, `checkBack` there.
  async after(check: (ds: DataSource) => Promise<void>, checkBack: (ds: DataSource) => Promise<void>): Promise<void> {
    const ds = new DataSource(dataSourceOptions(this.url));
    await ds.initialize();
    try {
      await ds.runMigrations();
      await check(ds);
      for (let i = this.at; i < this.files.length; i++) await ds.undoLastMigration();
      await checkBack(ds);
    } finally {
      await ds.destroy();
    }
  }
}
