import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field, type FieldSpec } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A contribution rate in per cent of the base (16 = 16 %), as the social-security office publishes it.
const rate = (zh: string, en: string): FieldSpec => ({ type: 'number', label: L(zh, en), min: 0, max: 100, defaultValue: 0, inList: false, column: { precision: 6, scale: 3 } });

// The social-security parameters (socialSecurityParams) of one office for one year: the city where the
// company pays for its seafarers, the range the contribution base must lie in, and per kind of the five
// insurances and the housing fund the company's and the person's rate. getTree shows them city → year.
// A year's parameters cannot change once a month of it is sealed (params.hooks.ts).
@Entity('boat_insurance_base')
@Index(['city', 'year'], { unique: true })
export class BoatInsuranceBase extends BaseEntity {
  @Field({ type: 'string', label: L('参保城市', 'City'), required: true, max: 50, filter: 'like' })
  city: string;

  @Field({ type: 'string', label: L('城市（英文）', 'City (English)'), max: 100, inList: false })
  cityEn: string | null;

  @Field({ type: 'int', label: L('年度', 'Year'), required: true, min: 2000, max: 2100, filter: 'eq', sortable: true })
  year: number;

  // "青岛 2026": how declarations and payment rows name these parameters (set by the server)
  @Field({ type: 'string', label: L('名称', 'Name'), readOnly: true, max: 64 })
  name: string;

  @Field({ type: 'string', label: L('名称（英文）', 'Name (English)'), readOnly: true, max: 120, inList: false })
  enName: string | null;

  @Field({ type: 'money', label: L('基数下限', 'Lowest base'), required: true, min: 0 })
  baseFloor: string;

  @Field({ type: 'money', label: L('基数上限', 'Highest base'), required: true, min: 0 })
  baseCeiling: string;

  @Field(rate('养老（公司%）', 'Pension, company %'))
  pensionCompany: string;

  @Field(rate('养老（个人%）', 'Pension, person %'))
  pensionPerson: string;

  @Field(rate('医疗（公司%）', 'Medical, company %'))
  medicalCompany: string;

  @Field(rate('医疗（个人%）', 'Medical, person %'))
  medicalPerson: string;

  @Field(rate('失业（公司%）', 'Unemployment, company %'))
  unemploymentCompany: string;

  @Field(rate('失业（个人%）', 'Unemployment, person %'))
  unemploymentPerson: string;

  @Field(rate('工伤（公司%）', 'Work injury, company %'))
  injuryCompany: string;

  @Field(rate('工伤（个人%）', 'Work injury, person %'))
  injuryPerson: string;

  @Field(rate('生育（公司%）', 'Maternity, company %'))
  maternityCompany: string;

  @Field(rate('生育（个人%）', 'Maternity, person %'))
  maternityPerson: string;

  @Field(rate('公积金（公司%）', 'Housing fund, company %'))
  fundCompany: string;

  @Field(rate('公积金（个人%）', 'Housing fund, person %'))
  fundPerson: string;

  // making a social-security card, charged once in the first month of a cover that asks for one
  @Field({ type: 'money', label: L('社保卡工本费', 'Social card fee'), min: 0, defaultValue: 0, inList: false })
  cardFee: string;

  @Field({ type: 'text', label: L('备注', 'Remarks'), max: 500 })
  remarks: string | null;
}
