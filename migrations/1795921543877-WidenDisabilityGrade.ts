import { MigrationInterface, QueryRunner } from 'typeorm';

// issue 22: a disability grade runs to '10' (grade ten), two characters
export class WidenDisabilityGrade1795921543877 implements MigrationInterface {
  name = 'WidenDisabilityGrade1795921543877';

  async up(queryRunner: QueryRunner): Promise<void> {
    // widened in place: TypeORM's generator drops and adds the column, which would lose the grades kept
    await queryRunner.query(`ALTER TABLE "boat_insurance_apply" ALTER COLUMN "disability_type" TYPE character varying(2)`);
    await queryRunner.query(`ALTER TABLE "boat_insurance_disability" ALTER COLUMN "disability_type" TYPE character varying(2)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "boat_insurance_disability" ALTER COLUMN "disability_type" TYPE character varying(1)`);
    await queryRunner.query(`ALTER TABLE "boat_insurance_apply" ALTER COLUMN "disability_type" TYPE character varying(1)`);
  }
}
