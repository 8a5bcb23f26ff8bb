import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCredentialTypes1795414462032 implements MigrationInterface {
  name = 'CreateCredentialTypes1795414462032';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sys_credential" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "updated_by" integer, "parent_id" integer, "name" character varying(100) NOT NULL, "en_name" character varying(150), "code" character varying(32), "certificate_type" character varying(1), "warn_value" integer, "warn_unit" character varying(1) NOT NULL DEFAULT '2', "sort" integer NOT NULL DEFAULT '0', "remark" character varying(255), CONSTRAINT "UQ_19ce440b90a4089ca02f7f1eb16" UNIQUE ("code"), CONSTRAINT "PK_20d710f0ee7eb2f958d7efd1542" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_75f3a7e24a841c7b0b64bbf6f2" ON "sys_credential"  ("parent_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_75f3a7e24a841c7b0b64bbf6f2"`);
    await queryRunner.query(`DROP TABLE "sys_credential"`);
  }
}
