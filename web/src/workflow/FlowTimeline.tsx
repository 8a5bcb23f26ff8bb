import { Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { HistoryRow, StepRow } from './workflow-api';

const COLOR: Record<HistoryRow['action'], string> = { submit: 'blue', approve: 'green', reject: 'red', withdraw: 'gray', remind: 'orange', timer: 'gray', end: 'green', close: 'gray' };

// The approval history, then the steps waiting now and those still to come (greyed), so the applicant
// sees where the request stands and who acts next.
export function FlowTimeline({ history, pending, upcoming }: { history: HistoryRow[]; pending: StepRow[]; upcoming: StepRow[] }) {
  const { t } = useTranslation();
  const who = (h: HistoryRow) =>
    h.onBehalfOfName ? t('workflow.onBehalf', { agent: h.actorName ?? '', owner: h.onBehalfOfName }) : (h.actorName ?? t('workflow.system'));
  const people = (s: StepRow) => [...s.approverNames, ...s.roleNames.map((r) => t('workflow.role', { role: r }))].join('、') || t('workflow.nobody');
  const done = history.map((h) => ({
    key: `h${h.id}`,
    color: COLOR[h.action] ?? 'gray',
    content: (
      <div data-testid="timeline-item" data-action={h.action}>
        <Typography.Text strong>{h.action === 'end' || h.action === 'submit' ? t(`workflow.actions.${h.action}`) : (h.elementName ?? t(`workflow.actions.${h.action}`))}</Typography.Text>{' '}
        {h.action !== 'end' && h.action !== 'submit' ? <Tag color={COLOR[h.action]}>{t(`workflow.actions.${h.action}`)}</Tag> : null}
        <div>
          {h.action !== 'end' && h.action !== 'remind' && h.action !== 'timer' ? `${who(h)} · ` : ''}
          <Typography.Text type="secondary">{dayjs(h.at).format('YYYY-MM-DD HH:mm')}</Typography.Text>
        </div>
        {h.comment && h.action !== 'end' ? <div className="wf-comment">“{h.comment}”</div> : null}
      </div>
    ),
  }));
  const waiting = pending.map((s) => ({
    key: `p${s.id ?? s.elementId}`,
    color: 'orange',
    content: (
      <div data-testid="timeline-pending">
        <Typography.Text strong>{s.name}</Typography.Text> <Tag color="orange">{t('workflow.waiting')}</Tag>
        <div>
          {people(s)}
          {s.onBehalfOfName ? ` (${t('workflow.forOwner', { owner: s.onBehalfOfName })})` : ''}
        </div>
        {s.dueAt ? <Typography.Text type={dayjs(s.dueAt).isBefore(dayjs()) ? 'danger' : 'secondary'}>{t('workflow.dueAt', { at: dayjs(s.dueAt).format('YYYY-MM-DD HH:mm') })}</Typography.Text> : null}
      </div>
    ),
  }));
  const later = upcoming.map((s) => ({
    key: `u${s.elementId}`,
    color: 'gray',
    content: (
      <div data-testid="timeline-upcoming" style={{ color: '#8c8c8c' }}>
        {s.name} · {t('workflow.possibleNext')}
        <div>{people(s)}</div>
      </div>
    ),
  }));
  return <Timeline items={[...done, ...waiting, ...later]} data-testid="flow-timeline" />;
}
