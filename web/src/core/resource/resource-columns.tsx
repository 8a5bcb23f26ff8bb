import { Dropdown, type TableColumnsType } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { actionKey, fieldKey, relatedKey } from '../i18n/enum-key';
import { RowAction, RowActions } from '../ui/table-cells';
import { isSortable, listFields } from './field-rules';
import { FieldValue } from './fields/FieldValue';
import { actionApplies } from './action-rules';
import type { RowExtension } from './overrides';
import type { ActionMeta, RelatedDecl, ResourceMeta } from './resource.types';
import type { Row } from './use-resource-list';

export interface RowCommands {
  canEdit: boolean;
  canDelete: boolean;
  actions: ActionMeta[]; // row actions the user may run
  userId?: number; // the signed-in user, for actions one user of the row may take (actWhen)
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  onAction: (action: ActionMeta, row: Row) => void;
  related: RelatedDecl[]; // lists of other resources that belong to the row
  onRelated: (related: RelatedDecl, row: Row) => void;
  extensions: RowExtension[]; // buttons a layer adds to rows of some resources
}

const stop = (e: MouseEvent) => e.stopPropagation();
export const OPS_COLUMN = '__ops';
const INLINE_ACTIONS = 2;

// Table columns from the declarations (ProTable's column-array idea), plus the row-operations column.
export function resourceColumns(resource: ResourceMeta, hidden: string[], sort: string | undefined, cmd: RowCommands, t: TFunction): TableColumnsType<Row> {
  const cols: TableColumnsType<Row> = listFields(resource)
    .filter(([name]) => !hidden.includes(name))
    .map(([name, decl]) => ({
      key: name,
      dataIndex: name,
      title: t(fieldKey(resource.name, name)),
      ellipsis: decl.type !== 'refs',
      sorter: isSortable(decl),
      sortOrder: sort === name ? 'ascend' : sort === `-${name}` ? 'descend' : null,
      render: (value: unknown, row: Row) => <FieldValue resource={resource} name={name} decl={decl} value={value} record={row} place="list" />,
    }));

  if (!cmd.canEdit && !cmd.canDelete && !cmd.actions.length && !cmd.related.length && !cmd.extensions.length) return cols;
  cols.push({
    key: OPS_COLUMN,
    title: t('list.operations'),
    className: 'ops-sticky', // held at the right edge while the row scrolls sideways (app.css)
    width: 90 + Math.min(cmd.actions.length + cmd.related.length, INLINE_ACTIONS) * 70 + (cmd.actions.length + cmd.related.length > INLINE_ACTIONS ? 40 : 0) + cmd.extensions.length * 60,
    render: (_: unknown, row: Row) => {
      const usable = cmd.actions.filter((a) => actionApplies(a, row, cmd.userId));
      const editable = actionApplies({ when: resource.editWhen }, row);
      const inline = usable.slice(0, INLINE_ACTIONS);
      const more = usable.slice(INLINE_ACTIONS);
      return (
        <RowActions onClick={stop} data-testid="row-ops">
          {cmd.canEdit && editable ? (
            <RowAction onClick={() => cmd.onEdit(row)} data-testid="row-edit">
              {t('buttons.edit')}
            </RowAction>
          ) : null}
          {cmd.canDelete && editable ? (
            <RowAction danger onClick={() => cmd.onDelete(row)} data-testid="row-delete">
              {t('buttons.delete')}
            </RowAction>
          ) : null}
          {inline.map((a) => (
            <RowAction key={a.name} danger={a.danger} onClick={() => cmd.onAction(a, row)} data-testid={`row-action-${a.name}`}>
              {t(actionKey(resource.name, a.name))}
            </RowAction>
          ))}
          {cmd.related.map((r) => (
            <RowAction key={`related-${r.resource}`} onClick={() => cmd.onRelated(r, row)} data-testid={`row-related-${r.resource}`}>
              {t(relatedKey(resource.name, r.resource))}
            </RowAction>
          ))}
          {cmd.extensions.map((x) => (
            <x.Component key={x.key} resource={resource} row={row} />
          ))}
          {more.length ? (
            <Dropdown
              menu={{
                items: more.map((a) => ({ key: a.name, danger: a.danger, label: <span data-testid={`row-action-${a.name}`}>{t(actionKey(resource.name, a.name))}</span> })),
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  const a = more.find((x) => x.name === key);
                  if (a) cmd.onAction(a, row);
                },
              }}
            >
              <RowAction aria-label={t('buttons.more')} data-testid="row-more">
                <MoreOutlined />
              </RowAction>
            </Dropdown>
          ) : null}
        </RowActions>
      );
    },
  });
  return cols;
}
