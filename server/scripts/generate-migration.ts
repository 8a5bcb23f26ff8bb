// Writes migrations/<timestamp>-<Name>.ts with the SQL that brings the schema from the existing
// migrations to the entities. Runs on a scratch database it creates and drops on the PostgreSQL of
// ADMIN_DATABASE_URL (default the local server), so the app's own database is never touched.
//   node -r @swc-node/register server/scripts/generate-migration.ts CreateSystemTables
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source.factory';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('usage: generate-migration.ts <VerbNoun>');
  const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = `mig_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${db}`);
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  const ds = new DataSource(dataSourceOptions(url.toString()));
  try {
    await ds.initialize();
    await ds.runMigrations();
    const sql = await ds.driver.createSchemaBuilder().log();
    if (!sql.upQueries.length) {
      console.log('schema is up to date: no migration written');
      return;
    }
    const ts = Date.now();
    const q = (s: string) => '`' + s.replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
    const up = sql.upQueries.map((x) => `    await queryRunner.query(${q(x.query)});`).join('\n');
    const down = sql.downQueries.reverse().map((x) => `    await queryRunner.query(${q(x.query)});`).join('\n');
    const file = path.join(__dirname, '../../migrations', `${ts}-${name}.ts`);
    fs.writeFileSync(
      file,
      `import { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${name}${ts} implements MigrationInterface {\n  name = '${name}${ts}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
    );
    console.log(`wrote ${path.relative(process.cwd(), file)} (${sql.upQueries.length} statements)`);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${db}`);
    await admin.end();
  }
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
