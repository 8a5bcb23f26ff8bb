import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldKey } from '../i18n/enum-key';
import { filterFields } from './field-rules';
import { FieldInput } from './fields/FieldInput';
import { toFilterBody } from './form-values';
import type { ResourceMeta } from './resource.types';

const COLLAPSED_COUNT = 3;

// The search form: one input per declared filter plus the free-text keyword box.
export function SearchForm({ resource, onSearch }: { resource: ResourceMeta; onSearch: (filters: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const fields = filterFields(resource);
  const hasKeyword = !!resource.keyword?.length;
  if (!fields.length && !hasKeyword) return null;

  const items = [
    ...(hasKeyword
      ? [
          <Form.Item key="keyword" name="keyword" label={t('list.keyword')}>
            <Input allowClear placeholder={t('list.keywordPlaceholder')} data-testid="list-keyword" />
          </Form.Item>,
        ]
      : []),
    ...fields.map(([name, decl]) => (
      <Form.Item key={name} name={name} label={t(fieldKey(resource.name, name))} data-testid={`search-${name}`}>
        <FieldInput decl={decl} purpose="filter" />
      </Form.Item>
    )),
  ];
  const visible = expanded ? items : items.slice(0, COLLAPSED_COUNT);
  const submit = () => onSearch(toFilterBody(resource.fields, form.getFieldsValue()));

  return (
    <Form form={form} className="search-form" data-testid="search-form" onFinish={submit}>
      <Row gutter={16}>
        {visible.map((item) => (
          <Col key={item.key} xs={24} sm={12} lg={8} xxl={6}>
            {item}
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="list-search">
              {t('buttons.search')}
            </Button>
            <Button
              data-testid="list-reset"
              onClick={() => {
                form.resetFields();
                submit();
              }}
            >
              {t('buttons.reset')}
            </Button>
            {items.length > COLLAPSED_COUNT ? (
              <Button type="link" onClick={() => setExpanded((e) => !e)} data-testid="list-expand">
                {expanded ? t('buttons.collapse') : t('buttons.expand')} {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
