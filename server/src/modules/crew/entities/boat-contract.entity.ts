import { Entity } from 'typeorm';
import { CrewRecord } from './crew-record.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// A seafarer's contract (boatContract): assignment, learnership or assignment-service, with its number, dates, file and version.
@Entity('boat_contract')
export class BoatContract extends CrewRecord {
  @Field({ type: 'dict', dict: 'contractType', label: L('合同类型', 'Contract type'), required: true, filter: 'eq' })
  contractType: string;

  @Field({ type: 'string', label: L('合同编号', 'Contract number'), required: true, max: 64, filter: 'like' })
  contractNo: string;

  @Field({ type: 'date', notFuture: true, label: L('签订日期', 'Signed on') })
  signDate: string | null;

  @Field({ type: 'date', label: L('开始日期', 'Starts') })
  startDate: string | null;

  @Field({ type: 'date', label: L('结束日期', 'Ends'), filter: 'range' })
  endDate: string | null;

  @Field({ type: 'string', label: L('合同版本', 'Version'), max: 32 })
  contractVersion: string | null;

  @Field({ type: 'file', label: L('合同附件', 'Contract file'), inList: false })
  attach: string | null;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255, inList: false })
  remark: string | null;
}
