import { MigrationInterface, QueryRunner } from 'typeorm';

// Core keeps accounts and roles; the rights and records a module adds to them move to tables that module
// owns (issue 10): a role's crew rights to crew_role_right, a person's HR record to hr_staff_record. Every
// stored value moves with its row, and the screens show them where they were.
export class MoveModuleRightsToModuleTables1795501850937 implements MigrationInterface {
  name = 'MoveModuleRightsToModuleTables1795501850937';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "crew_role_right" ("role_id" integer NOT NULL, "crew_scope" character varying(1) NOT NULL DEFAULT '2', "recruiter" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_430288a27e5b9b24066ec10cf90" PRIMARY KEY ("role_id"))`);
    await queryRunner.query(`INSERT INTO "crew_role_right" ("role_id", "crew_scope", "recruiter") SELECT "id", "crew_scope", "recruiter" FROM "sys_role"`);
    await queryRunner.query(`CREATE TABLE "hr_staff_record" ("user_id" integer NOT NULL, "leave_status" character varying(16), "vacation_days" numeric(6,1) NOT NULL DEFAULT '0', "vacation_surplus" numeric(6,1) NOT NULL DEFAULT '0', "overtime_hours" numeric(8,1) NOT NULL DEFAULT '0', "social_insurance_grade" character varying(16), "contract_expiry" date, "probation_expiry" date, CONSTRAINT "PK_aa7a7233b209562426c2b369be5" PRIMARY KEY ("user_id"))`);
    await queryRunner.query(
      `INSERT INTO "hr_staff_record" ("user_id", "leave_status", "vacation_days", "vacation_surplus", "overtime_hours", "social_insurance_grade", "contract_expiry", "probation_expiry")
       SELECT "id", "leave_status", "vacation_days", "vacation_surplus", "overtime_hours", "social_insurance_grade", "contract_expiry", "probation_expiry" FROM "sys_user"`,
    );
    await queryRunner.query(`ALTER TABLE "sys_role" DROP COLUMN "crew_scope", DROP COLUMN "recruiter"`);
    await queryRunner.query(
      `ALTER TABLE "sys_user" DROP COLUMN "overtime_hours", DROP COLUMN "social_insurance_grade", DROP COLUMN "probation_expiry", DROP COLUMN "contract_expiry",
         DROP COLUMN "vacation_days", DROP COLUMN "leave_status", DROP COLUMN "vacation_surplus"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sys_user" ADD "vacation_surplus" numeric(6,1) NOT NULL DEFAULT '0', ADD "leave_status" character varying(16), ADD "vacation_days" numeric(6,1) NOT NULL DEFAULT '0',
         ADD "contract_expiry" date, ADD "probation_expiry" date, ADD "social_insurance_grade" character varying(16), ADD "overtime_hours" numeric(8,1) NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `UPDATE "sys_user" u SET "leave_status" = h."leave_status", "vacation_days" = h."vacation_days", "vacation_surplus" = h."vacation_surplus", "overtime_hours" = h."overtime_hours",
         "social_insurance_grade" = h."social_insurance_grade", "contract_expiry" = h."contract_expiry", "probation_expiry" = h."probation_expiry"
         FROM "hr_staff_record" h WHERE h."user_id" = u."id"`,
    );
    await queryRunner.query(`ALTER TABLE "sys_role" ADD "recruiter" boolean NOT NULL DEFAULT false, ADD "crew_scope" character varying(1) NOT NULL DEFAULT '2'`);
    await queryRunner.query(`UPDATE "sys_role" r SET "crew_scope" = c."crew_scope", "recruiter" = c."recruiter" FROM "crew_role_right" c WHERE c."role_id" = r."id"`);
    await queryRunner.query(`DROP TABLE "hr_staff_record"`);
    await queryRunner.query(`DROP TABLE "crew_role_right"`);
  }
}
