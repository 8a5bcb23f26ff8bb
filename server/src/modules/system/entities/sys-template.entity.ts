import { Entity } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// templateManage: template files (résumé, contract, export layouts) kept for download.
@Entity('sys_template')
export class SysTemplate extends BaseEntity {
  @Field({ type: 'string', label: L('模板名称', 'Template name'), required: true, max: 100, filter: 'like' })
  name: string;

  @Field({ type: 'string', label: L('模板编码', 'Template code'), required: true, max: 64, filter: 'eq', unique: true })
  code: string;

  @Field({ type: 'file', label: L('模板文件', 'Template file'), required: true, inList: false })
  fileId: string;

  @Field({ type: 'string', label: L('文件名', 'File name'), readOnly: true, filter: 'like' })
  fileName: string | null;

  @Field({ type: 'string', label: L('备注', 'Remarks'), max: 255 })
  remark: string | null;
}
