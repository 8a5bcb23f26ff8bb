import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { enumKey } from '../core/i18n/enum-key';

// Columns every approval list starts with: what the request is, its flow type, and (for tasks) the
// step and who asked.
export const requestColumns = (t: TFunction) => [
  { key: 'title', dataIndex: 'title', title: t('workflow.title'), ellipsis: true },
  { key: 'flowType', dataIndex: 'flowType', title: t('workflow.flowType'), width: 120, render: (v: string) => <Tag>{t(enumKey('flowType', v), { defaultValue: v })}</Tag> },
];

export const taskColumns = (t: TFunction) => [
  ...requestColumns(t),
  { key: 'name', dataIndex: 'name', title: t('workflow.step'), width: 150 },
  { key: 'starterName', dataIndex: 'starterName', title: t('workflow.starter'), width: 110 },
];
