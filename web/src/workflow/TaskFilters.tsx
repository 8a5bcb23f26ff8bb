import { Button, DatePicker, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../core/resource/fields/DictSelect';
import { RefSelect } from '../core/resource/fields/RefSelect';

interface Values {
  flowType?: string;
  starterId?: number;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
}

// Filters of the approval lists: flow type, applicant, a date range, keyword (title, number, step).
export function TaskFilters({ onSearch, withStarter = true, dateLabel }: { onSearch: (f: Record<string, unknown>) => void; withStarter?: boolean; dateLabel: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = (v: Values) =>
    onSearch({
      flowType: v.flowType || undefined,
      starterId: v.starterId ?? undefined,
      keyword: v.keyword?.trim() || undefined,
      dateRange: v.dateRange?.[0] || v.dateRange?.[1] ? [v.dateRange?.[0]?.format('YYYY-MM-DD') ?? null, v.dateRange?.[1]?.format('YYYY-MM-DD') ?? null] : undefined,
    });
  return (
    <Form form={form} layout="inline" onFinish={submit} data-testid="task-filters" style={{ rowGap: 12 }}>
      <Form.Item name="flowType" label={t('workflow.flowType')}>
        <DictSelect mark="flowType" style={{ width: 150 }} />
      </Form.Item>
      {withStarter ? (
        <Form.Item label={t('workflow.starter')}>
          <div style={{ width: 150 }}>
            <Form.Item name="starterId" noStyle>
              <RefSelect resource="sysUser" refLabel="name" />
            </Form.Item>
          </div>
        </Form.Item>
      ) : null}
      <Form.Item name="dateRange" label={dateLabel}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="keyword">
        <Input allowClear placeholder={t('workflow.keywordPlaceholder')} style={{ width: 200 }} data-testid="task-keyword" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="task-search">
            {t('buttons.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('buttons.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
