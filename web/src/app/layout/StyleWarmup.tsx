import { memo } from 'react';
import { Alert, Badge, Card, Checkbox, Col, DatePicker, Descriptions, Empty, Form, Input, InputNumber, Row, Segmented, Select, Space, Spin, Steps, Switch, Table, Tabs, Tag, Typography } from 'antd';

// Issue 21 §2: antd prepares a component the first time one is drawn. Its stylesheet and its CSS
// variables now come built (web/build/antd-styles.ts), but its tokens are still computed then (and the
// variables written, for a reader who asked for less motion), and the screens' chunks (pickers,
// descriptions, steps) fetched. So the frame draws the components the list screens and the
// plan view are made of out of sight when the browser is first idle after the dashboard, before the user's
// first click. They stay drawn: antd forgets a component's prepared form when its last user goes. Hidden
// from readers and pointers; no row, spinner or field value is drawn, for scripts that look for one.
const ROWS: Array<{ id: number; a: string; b: string }> = [];
const COLUMNS = [
  { key: 'a', dataIndex: 'a', title: 'a', sorter: true },
  { key: 'b', dataIndex: 'b', title: 'b', ellipsis: true },
];

export const StyleWarmup = memo(function StyleWarmup() {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: -10000, top: 0, width: 800, visibility: 'hidden', pointerEvents: 'none' }} data-testid="style-warmup">
      <Card variant="borderless" title="a">
        <Form layout="inline">
          <Form.Item label="a">
            <Input />
          </Form.Item>
          <Form.Item label="b">
            <Select options={[{ value: 1, label: 'a' }]} />
          </Form.Item>
          <Form.Item label="c">
            <DatePicker />
          </Form.Item>
          <Form.Item label="d">
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item label="e">
            <InputNumber />
          </Form.Item>
        </Form>
        <Space>
          <Checkbox />
          <Switch size="small" />
          <Tag>a</Tag>
          <Badge count={1} />
          <Segmented options={['a', 'b']} />
          <Typography.Text type="secondary">a</Typography.Text>
        </Space>
        <Row>
          <Col span={12}>
            <Alert type="info" showIcon title="a" />
          </Col>
        </Row>
        <Table
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          dataSource={ROWS}
          rowSelection={{ selectedRowKeys: [] }}
          scroll={{ x: 'max-content' }}
          pagination={{ total: 100, pageSize: 10, showSizeChanger: true, showTotal: (n) => n }}
        />
        <Descriptions size="small" column={2} items={[{ key: 'a', label: 'a', children: 'a' }]} />
        <Tabs items={[{ key: 'a', label: 'a', children: <Empty /> }]} />
        <Steps size="small" items={[{ title: 'a' }, { title: 'b' }]} />
        <Spin spinning={false}>
          <span />
        </Spin>
      </Card>
    </div>
  );
});
