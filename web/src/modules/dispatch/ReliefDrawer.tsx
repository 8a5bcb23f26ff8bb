import { Alert, Button, DatePicker, Drawer, Form, Input, Segmented, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey, fieldKey } from '../../core/i18n/enum-key';
import { DictSelect } from '../../core/resource/fields/DictSelect';
import { isPastDay } from '../../core/resource/date-rules';
import { companyToday } from '../../core/util/company-today';
import type { NewOrder, ReliefRow } from './dispatch-api';
import { DISPATCH_OPERATION } from './plan-state';
import { useRelievers } from './use-relievers';

// The place to fill: a ship's rank, and the seafarer relieved there (none: a vacant place).
export interface ReliefTarget {
  shipId: number;
  duty: string;
  relieves?: { userId: number; name: string };
  date?: string | null; // when the place frees: the relieved seafarer's sign-off
}

const DATE = 'YYYY-MM-DD';
const STINT_MONTHS = 6;

// Who could take the place, best fit first: their readiness, certificates against the rank's
// requirements, last evaluation and service with this shipowner; seafarers ashore in the rank, or in
// the rank below to join promoted. Picking one makes the sign-on order in the place's rank, relieving
// whoever leaves it.
export function ReliefDrawer({ planId, target, onClose, onPick }: { planId: number; target: ReliefTarget | null; onClose: () => void; onPick: (order: NewOrder) => Promise<boolean> }) {
  const { t } = useTranslation();
  // the candidates' labels are the search's declaration (BoatPlanToUser)
  const label = (field: string) => t(fieldKey('BoatPlanToUser', field));
  const [operation, setOperation] = useState<string>(DISPATCH_OPERATION.SignOn);
  const [duty, setDuty] = useState<string>('');
  const [planDate, setPlanDate] = useState<Dayjs | null>(null);
  const [planLeaveDate, setPlanLeaveDate] = useState<Dayjs | null>(null);
  // where he joins (the relieved leaves there too): the crew change's ticket and hotel go to this port
  const [planPort, setPlanPort] = useState<string | null>(null);
  // the orders' planned dates are declared notPast: the server refuses a day before today
  const past = (d: Dayjs) => isPastDay(d, companyToday());
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    if (!target) return;
    const from = target.date ? dayjs(target.date) : dayjs();
    setOperation(DISPATCH_OPERATION.SignOn);
    setKeyword('');
    setDuty(target.duty);
    setPlanDate(from);
    setPlanLeaveDate(from.add(STINT_MONTHS, 'month'));
  }, [target]);

  const query =
    target && duty
      ? { planId, shipId: target.shipId, duty, operation, ...(keyword ? { keyword } : {}), ...(planDate ? { planDate: planDate.format(DATE) } : {}), ...(planLeaveDate ? { planLeaveDate: planLeaveDate.format(DATE) } : {}) }
      : null;
  const found = useRelievers(query);

  const pick = async (c: ReliefRow) => {
    if (!target || !planDate) return;
    const order: NewOrder = {
      userId: c.userId,
      operation: DISPATCH_OPERATION.SignOn,
      shipId: target.shipId,
      duty,
      planDate: planDate.format(DATE),
      ...(planLeaveDate ? { planLeaveDate: planLeaveDate.format(DATE) } : {}),
      ...(planPort ? { planPort } : {}),
      ...(target.relieves ? { relievesUserId: target.relieves.userId } : {}),
    };
    setBusy(c.userId);
    try {
      if (await onPick(order)) onClose();
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<ReliefRow> = [
    {
      key: 'name',
      title: label('name'),
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <span data-testid="relief-name">{c.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[c.internalCode, c.duty ? t(enumKey('duty', c.duty), { defaultValue: c.duty }) : null].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'state',
      title: label('boardState'),
      width: 120,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          {c.boardState ? <Tag>{t(enumKey('boardState', c.boardState), { defaultValue: c.boardState })}</Tag> : null}
          {c.readyDate ? (
            <Typography.Text type={planDate && dayjs(c.readyDate).isAfter(planDate, 'day') ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
              {label('readyDate')} {String(c.readyDate).slice(0, 10)}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'certs',
      title: t('dispatch.relief.certs'),
      width: 170,
      render: (_, c) => (
        <Space size={2} wrap data-testid="relief-certs">
          {c.certOk ? <Tag color="green">{t('dispatch.relief.certOk', { count: c.certOk })}</Tag> : null}
          {c.certExpiring ? <Tag color="orange">{t('dispatch.relief.certExpiring', { count: c.certExpiring })}</Tag> : null}
          {c.certExpired ? (
            <Tag color="red" data-testid="relief-cert-expired">
              {t('dispatch.relief.certExpired', { count: c.certExpired })}
            </Tag>
          ) : null}
          {c.certMissing ? (
            <Tag color="red" data-testid="relief-cert-missing">
              {t('dispatch.relief.certMissing', { count: c.certMissing })}
            </Tag>
          ) : null}
          {!c.certOk && !c.certExpiring && !c.certExpired && !c.certMissing ? <Typography.Text type="secondary">{t('dispatch.relief.certNone')}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'evaluation',
      title: label('lastEvaluation'),
      width: 90,
      render: (_, c) => (
        <span data-testid="relief-evaluation">
          {c.lastEvaluation ? t(enumKey('evaluateGrade', c.lastEvaluation), { defaultValue: c.lastEvaluation }) : <Typography.Text type="secondary">{t('dispatch.relief.noEvaluation')}</Typography.Text>}
        </span>
      ),
    },
    {
      key: 'served',
      title: label('servedWithOwner'),
      width: 120,
      render: (_, c) => (
        <Typography.Text type={c.servedWithOwner ? undefined : 'secondary'} data-testid="relief-served">
          {t('dispatch.relief.served', { count: c.servedWithOwner ?? 0, total: c.stints ?? 0 })}
        </Typography.Text>
      ),
    },
    {
      key: 'fit',
      // the server's 0–100 fit; the list is sorted by it
      title: <Tooltip title={t('dispatch.relief.fitHint')}>{label('fit')}</Tooltip>,
      width: 70,
      render: (_, c) => (
        <Tag color={Number(c.fit) >= 80 ? 'green' : Number(c.fit) >= 60 ? 'gold' : 'red'} data-testid="relief-fit">
          {c.fit ?? ''}
        </Tag>
      ),
    },
    {
      key: 'pick',
      width: 70,
      render: (_, c) => (
        <Button type="primary" size="small" loading={busy === c.userId} disabled={busy !== null && busy !== c.userId} onClick={() => void pick(c)} data-testid="relief-pick">
          {t('dispatch.relief.pick')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer open={!!target} size={960} onClose={onClose} destroyOnHidden title={t('dispatch.relief.title')} data-testid="relief-drawer">
      {target?.relieves ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('dispatch.relief.relieving', { name: target.relieves.name })} /> : null}
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item>
          <Segmented
            value={operation}
            onChange={(v) => setOperation(String(v))}
            options={[
              { value: DISPATCH_OPERATION.SignOn, label: t('dispatch.relief.signOn') },
              { value: DISPATCH_OPERATION.Promotion, label: t('dispatch.relief.promotion') },
            ]}
            data-testid="relief-operation"
          />
        </Form.Item>
        <Form.Item label={label('duty')}>
          <DictSelect mark="duty" value={duty} allowClear={false} onChange={(v) => setDuty(String(v ?? ''))} style={{ width: 150 }} data-testid="relief-duty" />
        </Form.Item>
        <Form.Item label={t('dispatch.relief.planDate')}>
          <DatePicker value={planDate} onChange={(d) => setPlanDate(d)} allowClear={false} disabledDate={past} data-testid="relief-plan-date" />
        </Form.Item>
        <Form.Item>
          <Input.Search allowClear placeholder={t('dispatch.relief.keyword')} onSearch={(v) => setKeyword(v.trim())} style={{ width: 220 }} data-testid="relief-keyword" />
        </Form.Item>
        <Form.Item label={t('dispatch.relief.planLeaveDate')}>
          <DatePicker value={planLeaveDate} onChange={(d) => setPlanLeaveDate(d)} disabledDate={past} data-testid="relief-plan-leave-date" />
        </Form.Item>
        <Form.Item label={t('dispatch.relief.planPort')}>
          <DictSelect mark="port" value={planPort ?? undefined} allowClear showSearch optionFilterProp="label" onChange={(v) => setPlanPort(v ? String(v) : null)} style={{ width: 150 }} data-testid="relief-plan-port" />
        </Form.Item>
      </Form>
      <Table<ReliefRow>
        size="small"
        rowKey="userId"
        loading={found.loading}
        columns={columns}
        dataSource={found.rows}
        onRow={(c) => ({ 'data-testid': 'relief-row', 'data-user-id': c.userId }) as object}
        pagination={{ current: found.pageNum, pageSize: found.pageSize, total: found.total, onChange: found.setPageNum, showSizeChanger: false, showTotal: (n) => t('list.total', { count: n }) }}
      />
    </Drawer>
  );
}
