import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// One visit to (or from) a customer (customerVisit), with what was agreed and what comes next.
@Entity('customer_visit')
export class CustomerVisit extends BaseEntity {
  @Field({ type: 'ref', ref: 'CustomerInfo', refLabel: 'company', label: L('客户', 'Customer'), required: true, filter: 'eq', column: { index: true } })
  customerId: number;

  @Field({ type: 'date', label: L('拜访日期', 'Date'), required: true, filter: 'range', notFuture: true })
  visitDate: string;

  @Field({ type: 'ref', ref: 'sysUser', refLabel: 'name', label: L('拜访人', 'Visited by'), filter: 'eq' })
  visitorId: number | null;

  @Field({ type: 'dict', dict: 'visitWay', label: L('拜访方式', 'Way'), filter: 'eq', column: { length: 8 } })
  way: string | null;

  @Field({ type: 'text', label: L('拜访内容', 'What was discussed'), required: true, max: 1000 })
  content: string;

  @Field({ type: 'text', label: L('下一步计划', 'Next step'), max: 500 })
  nextStep: string | null;

  @Field({ type: 'date', label: L('下次联系日期', 'Next contact'), filter: 'range' })
  nextDate: string | null;

  @Field({ type: 'ref', ref: 'SysDept', refLabel: 'name', label: L('所属部门', 'Department'), readOnly: true, inForm: false, column: { index: true } })
  deptId: number | null;
}
