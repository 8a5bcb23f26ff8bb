import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { actionKey, enumKey, fieldKey } from '../../core/i18n/enum-key';
import { actionApplies } from '../../core/resource/action-rules';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { useResourceActions } from '../../core/resource/use-resource-actions';
import type { PlanRow } from './dispatch-api';
import { APPROVAL_RESULT, BUSINESS_STATUS, isExecutable, planState } from './plan-state';

const STATUS_COLOR: Record<string, string> = { [BUSINESS_STATUS.Draft]: 'default', [BUSINESS_STATUS.InApproval]: 'processing', [BUSINESS_STATUS.Finished]: 'success' };

// The plan's number, shipowner, states and counts, with the flow's own row actions (submit, withdraw)
// as the plan list offers them.
// `shipowner`: the plan's shipowner as the reader's language names it
export function PlanHeader({ plan, meta, title, shipowner, listPath, onChanged }: { plan: PlanRow; meta: ResourceMeta; title: string; shipowner: ReactNode; listPath: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grant, user } = useSession();
  const actions = useResourceActions(meta, onChanged);
  const state = planState(plan);
  const rowActions = (meta.actions ?? []).filter((a) => a.placement === 'row' && canOperation(grant, meta, a.name) && actionApplies(a, plan, user?.userId));
  // the counts' labels are the plan declaration's
  const count = (key: string, field: string, danger = false) => ({
    key,
    label: t(fieldKey(meta.name, field)),
    children: (
      <span data-testid={`plan-count-${key}`} style={danger && Number(plan[field]) > 0 ? { color: '#cf1322', fontWeight: 600 } : undefined}>
        {Number(plan[field] ?? 0)}
      </span>
    ),
  });

  return (
    <Card
      size="small"
      data-testid="plan-header"
      data-status={plan.status}
      data-plan-status={plan.planStatus}
      title={
        <Space>
          <span>{title}</span>
          <span data-testid="plan-code">{plan.code}</span>
          {/* one state (plan-state.ts): in approval while the flow runs, else the plan's own; a plan sent
              back says so beside its draft state */}
          <Tag color={plan.status === BUSINESS_STATUS.InApproval ? STATUS_COLOR[plan.status] : isExecutable(plan) ? 'blue' : undefined} data-testid="plan-plan-status" data-state={`${state.dict}:${state.value}`}>
            {t(enumKey(state.dict, state.value))}
          </Tag>
          {plan.status === BUSINESS_STATUS.Draft && plan.result === APPROVAL_RESULT.Disagree ? (
            <Tag color="red" data-testid="plan-status">
              {t(enumKey('approvalResult', plan.result))}
            </Tag>
          ) : null}
        </Space>
      }
      extra={
        <Space>
          {rowActions.map((a) => (
            <Button key={a.name} type={a.name === 'submit' ? 'primary' : 'default'} danger={a.danger} onClick={() => actions.runRow(a, plan)} data-testid={`plan-action-${a.name}`}>
              {t(actionKey(meta.name, a.name))}
            </Button>
          ))}
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)} data-testid="plan-back">
            {t('dispatch.back')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 2, md: 4, xl: 8 }}
        items={[
          { key: 'shipowner', label: t(fieldKey(meta.name, 'shipownerId')), children: <span data-testid="plan-shipowner">{shipowner}</span>, span: 2 },
          count('orders', 'orderCount'),
          count('boarding', 'boardingCount'),
          count('signOff', 'signOffCount'),
          count('promotion', 'promotionCount'),
          count('shipChange', 'shipChangeCount'),
          count('nonCompliant', 'nonCompliantCount', true),
        ]}
      />
      {plan.status === BUSINESS_STATUS.InApproval ? <Alert type="info" showIcon title={t('dispatch.plan.readOnly')} style={{ marginTop: 8 }} /> : null}
      {isExecutable(plan) ? <Alert type="success" showIcon title={t('dispatch.plan.executable')} style={{ marginTop: 8 }} /> : null}
      {actions.dialog}
    </Card>
  );
}
