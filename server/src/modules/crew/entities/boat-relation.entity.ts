import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// One contact with a seafarer ashore (boatRelation): when they can board again, follow-ups, and how they feel about the company.
@Entity('boat_relation')
export class BoatRelation extends CrewRecord {
  @Field({ type: 'date', notFuture: true, label: L('联系日期', 'Contacted on'), required: true, filter: 'range' })
  linkdate: string;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('联系人', 'Contacted by') })
  linkman: number | null;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('负责业务员', 'Crew coordinator'), filter: 'eq' })
  crewBuyer: number | null;

  @Field({ type: 'date', label: L('可上船日期', 'Available from') })
  boardDate: string | null;

  @Field({ type: 'string', label: L('休假情况', 'Leave'), max: 64, inList: false })
  holiday: string | null;

  @Field({ type: 'text', label: L('联系结果', 'Outcome'), max: 500 })
  result: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('需跟进', 'Follow up'), filter: 'eq', defaultValue: '0' })
  traceFlag: string;

  @Field({ type: 'date', label: L('跟进日期', 'Follow-up date'), inList: false })
  traceTime: string | null;

  @Field({ type: 'date', label: L('计划联系日期', 'Next contact'), filter: 'range' })
  planLinkdate: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('需更新资料', 'Record needs updating'), defaultValue: '0', inList: false })
  needUpdate: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('已回复', 'Replied'), defaultValue: '0', inList: false })
  isReback: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('满意', 'Satisfied'), defaultValue: '1' })
  isSatisfied: string;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('有离职意向', 'Thinking of leaving'), defaultValue: '0' })
  isDimission: string;

  @Field({ type: 'text', label: L('原因', 'Reason'), max: 500, inList: false })
  reason: string | null;
}
