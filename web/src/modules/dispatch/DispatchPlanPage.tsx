import { Col, Result, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { resourceNameKey } from '../../core/i18n/enum-key';
import { useLang } from '../../core/i18n/use-lang';
import { FieldValue } from '../../core/resource/fields/FieldValue';
import { ORDERS } from './dispatch-api';
import { ManningTable } from './ManningTable';
import { OrdersPanel } from './OrdersPanel';
import { PlanHeader } from './PlanHeader';
import { readPlanRoute } from './plan-route';
import { DISPATCH_TYPE, isDraft, isExecutable } from './plan-state';
import { ShipPicker, shipNameIn } from './ShipPicker';
import { useManning, useOrders } from './use-manning';
import { usePlanCommands } from './use-plan-commands';
import { usePlan, useShips } from './use-plan';

// boatDispatchPlanView, boatScatteredSendPlanView, boatNestingPlanView: one plan with its shipowner's
// ships, the chosen ship's manning, the plan's orders, and the changes made from them.
export function DispatchPlanPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const route = readPlanRoute(params.screen ?? '', params['*'] ?? '');
  const { resources } = useCatalog();
  const { grant } = useSession();
  const meta = resources.find((r) => r.name === route.kind?.resource);
  const ordersMeta = resources.find((r) => r.name === ORDERS);

  const { plan, missing, reload: reloadPlan } = usePlan(route.kind?.resource, route.id);
  const ships = useShips(route.kind?.resource, route.id);
  const fixedShip = route.kind?.planType === DISPATCH_TYPE.Nesting ? (route.shipId ?? plan?.shipId ?? null) : null;
  // the ship the view opens on: the plan's own (nesting), else the first listed (its ships may have come)
  const [shipId, setShipId] = useState<number | null>(() => fixedShip ?? ships.ships[0]?.id ?? null);
  useEffect(() => {
    if (fixedShip) setShipId(fixedShip);
    else if (shipId == null && ships.ships.length) setShipId(ships.ships[0].id);
  }, [fixedShip, shipId, ships.ships]);
  const manning = useManning(route.id, shipId);
  const orders = useOrders(route.id);

  const changed = () => {
    reloadPlan();
    ships.reload();
    manning.reload();
    orders.reload();
  };
  const shownShips = fixedShip ? ships.ships.filter((s) => s.id === fixedShip) : ships.ships;
  const commands = usePlanCommands({ planId: route.id, shipownerId: plan?.shipownerId, shipId, orders: orders.orders, changed });

  if (!route.kind || missing) return <Result status="404" title={t('dispatch.notFound')} data-testid="plan-not-found" />;
  if (!plan || !meta) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const editable = isDraft(plan) && !!ordersMeta && canOperation(grant, ordersMeta, 'addOrder');
  const shown = shownShips.find((s) => s.id === shipId);
  const shipName = shown ? shipNameIn(shown, lang) : undefined;
  // the shipowner as the plan names it, in the reader's language (the route's name only while it loads)
  const owner = meta.fields.shipownerId ? <FieldValue resource={meta} name="shipownerId" decl={meta.fields.shipownerId} value={plan.shipownerId} record={plan} place="detail" /> : route.shipownerName;
  return (
    <div className="dispatch-plan" data-testid="plan-view" data-plan-id={plan.id} data-resource={meta.name}>
      <PlanHeader plan={plan} meta={meta} title={t(resourceNameKey(meta.name))} shipowner={owner} listPath={`/home/${route.kind.menu}`} onChanged={changed} />
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={6} xxl={5}>
          <ShipPicker ships={shownShips} selected={shipId} fixed={!!fixedShip} loading={ships.loading} onSelect={setShipId} />
        </Col>
        <Col xs={24} lg={18} xxl={19}>
          <ManningTable
            rows={manning.rows}
            loading={manning.loading}
            title={shipName ? `${t('dispatch.manning.title')} · ${shipName}` : t('dispatch.manning.title')}
            cmd={{ editable: editable && !!shipId, ...commands.manningCommands }}
          />
        </Col>
        {/* the plan's orders, of every ship, the width of the page: the crew manager's work surface, whose
            check items and logistics need the room */}
        <Col span={24}>
          <OrdersPanel
            orders={orders.orders}
            outside={orders.outside}
            loading={orders.loading}
            meta={ordersMeta}
            cmd={{ editable, executable: isExecutable(plan), ...commands.orderCommands }}
            checkItems={commands.checkItemCommands}
          />
        </Col>
      </Row>
      {commands.elements}
    </div>
  );
}
