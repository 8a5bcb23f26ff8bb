import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useTaskList } from './use-task-list';

type TaskList<T> = ReturnType<typeof useTaskList<T>>;
const sortOf = (order: 'ascend' | 'descend' | null | undefined, key: string) => (order ? `${order === 'descend' ? '-' : ''}${key}` : undefined);

// The table of the approval lists: paged and sorted on the server, a row click opens the flow.
export function TaskTable<T extends object>({
  list,
  columns,
  rowKey,
  testId,
  onOpen,
  rowSelection,
}: {
  list: TaskList<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
  onOpen?: (row: T) => void;
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey={rowKey}
      size="middle"
      data-testid={testId}
      loading={list.loading}
      columns={columns}
      dataSource={list.rows}
      scroll={{ x: 'max-content' }}
      rowSelection={rowSelection}
      onRow={(row) => ({ onClick: () => onOpen?.(row), style: { cursor: onOpen ? 'pointer' : undefined }, 'data-row-id': row[rowKey] }) as object}
      pagination={{ current: list.query.pageNum, pageSize: list.query.pageSize, total: list.total, showSizeChanger: true, showTotal: (n) => t('list.total', { count: n }) }}
      onChange={(p, _f, sorter, extra) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        if (extra.action === 'sort') list.setQuery({ sort: sortOf(s.order, String(s.columnKey)), pageNum: 1 });
        else list.setQuery({ pageNum: p.current ?? 1, pageSize: p.pageSize ?? 20 });
      }}
    />
  );
}
