import { useTranslation } from 'react-i18next';
import { fieldKey } from '../../core/i18n/enum-key';
import { useLang } from '../../core/i18n/use-lang';
import { CellLines, CellNote, CellTag, type CellTagColor } from '../../core/ui/table-cells';
import { ORDERS, type ComplianceItem, type OrderRow } from './dispatch-api';
import { notCompliant, YES_NO } from './plan-state';

const STATE_COLOR: Record<string, CellTagColor> = { ok: 'green', expiring: 'orange', missing: 'red', expired: 'red' };

// An order's certificate check: compliant or not, the certificates at fault (all of them when asked),
// and the reason it was overridden.
export function ComplianceTags({ order, all = false }: { order: OrderRow; all?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const items: ComplianceItem[] = order.compliance?.items ?? [];
  const shown = all ? items : items.filter((i) => i.state !== 'ok');
  const bad = notCompliant(order);
  return (
    <CellLines style={{ gap: 2 }} data-testid="compliance" data-compliant={bad ? YES_NO.No : YES_NO.Yes}>
      <span className="compliance-tags">
        <CellTag color={bad ? (order.overrideReason ? 'orange' : 'red') : 'green'} data-testid="compliance-state">
          {bad ? t(order.overrideReason ? 'dispatch.orders.overridden' : 'dispatch.orders.notCompliant') : t('dispatch.orders.compliant')}
        </CellTag>
        {shown.map((i) => (
          <CellTag
            key={i.credentialId}
            color={STATE_COLOR[i.state]}
            title={i.validDate ? t('dispatch.compliance.validDate', { date: String(i.validDate).slice(0, 10) }) : undefined}
            data-testid="compliance-item"
            data-state={i.state}
          >
            {(lang === 'en' && i.enName) || i.name} · {t(`dispatch.compliance.${i.state}`)}
          </CellTag>
        ))}
      </span>
      {order.overrideReason ? (
        <CellNote data-testid="override-reason">
          {t(fieldKey(ORDERS, 'overrideReason'))}：{order.overrideReason}
        </CellNote>
      ) : null}
    </CellLines>
  );
}
