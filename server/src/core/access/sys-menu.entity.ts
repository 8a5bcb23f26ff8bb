import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Field } from '../resource/field.decorator';
import { L } from '../resource/label';

// Menu ids are fixed numbers (roles store them; the web checks them), so no generated key.
@Entity('sys_menu')
export class SysMenu {
  @Field({ type: 'ref', ref: 'SysMenu', refLabel: 'nameZh', label: L('上级菜单', 'Parent menu'), createOnly: true, filter: 'eq' })
  parentId: number | null;

  @Field({ type: 'dict', dict: 'menuType', label: L('类型', 'Type'), required: true, createOnly: true, filter: 'eq' })
  menuType: string;

  @Field({ type: 'string', label: L('权限标识', 'Permission key'), required: true, createOnly: true, max: 100, unique: true, filter: 'like' })
  perms: string;

  @Field({ type: 'string', label: L('中文名称', 'Chinese name'), required: true, max: 64, filter: 'like' })
  nameZh: string;

  @Field({ type: 'string', label: L('英文名称', 'English name'), required: true, max: 100 })
  nameEn: string;

  @Field({ type: 'string', label: L('路由', 'Route'), readOnly: true, column: { length: 200 } })
  path: string | null;

  @Field({ type: 'string', label: L('图标', 'Icon'), max: 64 })
  icon: string | null;

  @Field({ type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 })
  sort: number;

  @Field({ type: 'boolean', label: L('显示', 'Visible'), defaultValue: true })
  visible: boolean;

  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer', default: 1 })
  version: number;
}
