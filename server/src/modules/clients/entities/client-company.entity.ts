import { BaseEntity } from '../../../core/database/base.entity';
import { Field } from '../../../core/resource/field.decorator';
import { L } from '../../../core/resource/label';

// What shipowners and suppliers share: a company with its address and contact. Their category (a kind
// of cooperation, a kind of supply) and remarks are each one's own, placed on their forms after their
// own fields.
export abstract class ClientCompany extends BaseEntity {
  @Field({ type: 'string', label: L('编码', 'Code'), required: true, max: 32, filter: 'eq', unique: true })
  code: string;

  @Field({ type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like' })
  name: string;

  @Field({ type: 'dict', dict: 'nationality', label: L('国家', 'Country'), filter: 'eq', column: { length: 8 } })
  nation: string | null;

  @Field({ type: 'string', label: L('城市', 'City'), max: 64 })
  city: string | null;

  @Field({ type: 'string', label: L('邮编', 'Postcode'), max: 16, inList: false })
  postcode: string | null;

  @Field({ type: 'string', format: 'phone', label: L('电话', 'Phone'), max: 32 })
  telphone: string | null;

  @Field({ type: 'string', label: L('公司地址', 'Address'), max: 255, inList: false })
  compAddress: string | null;

  @Field({ type: 'string', label: L('网址', 'Website'), max: 128, inList: false })
  website: string | null;

  @Field({ type: 'string', label: L('联系人', 'Contact person'), max: 64 })
  hostlinker: string | null;

  @Field({ type: 'string', format: 'email', label: L('邮箱', 'Email'), max: 128 })
  mailbox: string | null;

  @Field({ type: 'dict', dict: 'yesOrNo', label: L('业务往来', 'Active business'), filter: 'eq', defaultValue: '1' })
  isBusiness: string;

  // SPEC §3 lists it for shipowners and suppliers alike: a company the crew are dispatched under
  @Field({ type: 'dict', dict: 'yesOrNo', label: L('外派', 'Manning agreement'), filter: 'eq', defaultValue: '0' })
  isAssignment: string;

  @Field({ type: 'dict', dict: 'area', label: L('区域', 'Area'), filter: 'eq', column: { length: 8 } })
  area: string | null;

  @Field({ type: 'string', label: L('分类', 'Classification'), max: 64, inList: false })
  classify: string | null;
}
