import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A member of a seafarer's family (boatFamily), one of them the first contact in an emergency.
@Entity('boat_family')
export class BoatFamily extends CrewRecord {
  @Field({ type: 'string', label: L('姓名', 'Name'), required: true, max: 64 })
  name: string;

  @Field({ type: 'dict', dict: 'relationship', label: L('关系', 'Relationship'), required: true, column: { length: 2, nullable: true } })
  relationship: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('第一联系人', 'First contact'), defaultValue: '0' })
  firstRelationman: string;

  @Field({ type: 'string', format: 'phone', label: L('电话', 'Phone'), max: 32 })
  telephone: string | null;

  @Field({ type: 'date', notFuture: true, label: L('出生日期', 'Date of birth'), inList: false })
  birthday: string | null;

  @Field({ type: 'dict', dict: 'education', label: L('学历', 'Education'), inList: false })
  education: string | null;

  @Field({ type: 'string', label: L('职业', 'Occupation'), max: 64 })
  profession: string | null;

  @Field({ type: 'string', label: L('工作单位', 'Workplace'), max: 255, inList: false })
  workAddress: string | null;

  @Field({ type: 'string', label: L('住址', 'Address'), max: 255, inList: false })
  address: string | null;

  @Field({ type: 'string', label: L('邮编', 'Postcode'), max: 16, inList: false })
  mailCode: string | null;

  @Field({ type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128, inList: false })
  email: string | null;
}
