import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRefLabels } from '../../core/resource/fields/use-ref-items';
import { preloadScreen } from '../../core/resource/overrides';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { useLang } from '../../core/i18n/use-lang';
import { askPlanAhead } from './dispatch-api';
import { PLAN_KINDS, planViewPath } from './plan-route';
import { DISPATCH_TYPE } from './plan-state';
import { RowAction } from '../../core/ui/table-cells';

// "查看" on each plan row: the plan's view (its ships, manning and orders).
export function PlanViewLink({ resource, row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const kind = PLAN_KINDS.find((k) => k.resource === resource.name);
  const owners = useRefLabels('BoatShipOwner', 'name');
  const ships = useRefLabels(kind?.planType === DISPATCH_TYPE.Nesting ? 'BoatShip' : undefined, 'name');
  if (!kind) return null;
  return (
    <RowAction
      data-testid="plan-view-link"
      // the view's chunk and first reads while the pointer rests on the link: the click then draws it
      // without a fallback, its answers on their way
      onMouseEnter={() => {
        void preloadScreen(kind.view);
        askPlanAhead(kind.resource, row.id as number, kind.planType === DISPATCH_TYPE.Nesting ? ((row.shipId as number) ?? null) : null);
      }}
      onClick={(e) => {
        e.stopPropagation();
        const labelled = { ...row, shipownerIdLabel: owners.get(row.shipownerId as number)?.label[lang], shipIdLabel: ships.get(row.shipId as number)?.label[lang] };
        void navigate(planViewPath(kind, labelled));
      }}
    >
      {t('dispatch.view')}
    </RowAction>
  );
}
