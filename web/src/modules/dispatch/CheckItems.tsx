import { CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../core/i18n/enum-key';
import { CellTag, RowAction } from '../../core/ui/table-cells';
import type { LinkKind, Logistic, OrderLink, OrderRow } from './dispatch-api';

// What the reader may do with an order's check items (use-plan-commands.tsx); absent: read only
export interface CheckItemCommands {
  // the kinds the reader may make for this order (an open order of a kind they apply to)
  kindsFor: (o: OrderRow) => LinkKind[];
  add: (kind: string, o: OrderRow) => void;
  // absent: the reader may not cancel check items
  cancel?: (link: OrderLink) => void;
  cancelLabel: string;
}

const kindKey = (kind: string) => enumKey('dispatchLinkKind', kind);
const NBSP = '\u00a0';

// One check item: its kind, its application's number and state; closed ones greyed (cancelled, or ended
// with their order)
function CheckItemTag({ link, cancel, cancelLabel }: { link: OrderLink; cancel?: () => void; cancelLabel: string }) {
  const { t } = useTranslation();
  return (
    <CellTag
      color={link.ready ? 'green' : link.open ? 'blue' : 'default'}
      className={link.open ? 'check-item' : 'check-item check-item-closed'}
      data-testid={`check-item-${link.id}`}
      data-kind={link.kind}
      data-open={link.open ? 'true' : 'false'}
      data-ready={link.ready ? 'true' : 'false'}
    >
      {link.ready ? <CheckOutlined className="check-item-ready" /> : null}
      {/* a narrow column breaks the tag between words only (keep-all: never inside 待缴纳), and keeps
          each separator with what follows it */}
      <span className="check-item-text">
        {t(kindKey(link.kind))} ·{NBSP}
        {link.code}
        {link.appState ? (
          <>
            {' ·'}
            {NBSP}
            <span data-testid="check-item-state">{link.appState}</span>
          </>
        ) : null}
      </span>
      {cancel ? (
        <button type="button" className="check-item-cancel" onClick={cancel} title={cancelLabel} aria-label={cancelLabel} data-testid={`check-item-cancel-${link.id}`}>
          <CloseOutlined />
        </button>
      ) : null}
    </CellTag>
  );
}

// The kinds an order may still get, in a menu under one small link
function AddCheckItem({ order, kinds, onPick }: { order: OrderRow; kinds: LinkKind[]; onPick: (kind: string) => void }) {
  const { t } = useTranslation();
  const items = kinds.map((k) => ({ key: k.kind, label: <span data-testid={`check-item-kind-${k.kind}`}>{t(kindKey(k.kind))}</span> }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onPick(key) }}>
      <RowAction className="check-item-add" data-testid={`check-item-add-${order.id}`}>
        <PlusOutlined /> {t('dispatch.checkItems.add')}
      </RowAction>
    </Dropdown>
  );
}

// Whether the crew change is ready (every kind it needs made and done), or what is still missing: "no
// ticket yet" for a kind not made, counted with the ones made but not done
function LogisticsSummary({ logistics }: { logistics: Logistic[] }) {
  const { t } = useTranslation();
  if (!logistics.length) return null;
  const missing = logistics.filter((l) => l.state === 'missing');
  const pending = logistics.filter((l) => l.state === 'pending').length;
  const ready = !missing.length && !pending;
  return (
    <div className={ready ? 'logistics logistics-ready' : 'logistics'} data-testid="logistics" data-ready={ready ? 'true' : 'false'}>
      {ready ? (
        <span>
          <CheckOutlined /> {t('dispatch.checkItems.ready')}
        </span>
      ) : (
        <>
          {missing.map((l) => (
            <CellTag key={l.kind} color="default" className="check-item-missing" data-testid={`logistics-missing-${l.kind}`}>
              {t('dispatch.checkItems.missing', { kind: t(kindKey(l.kind)) })}
            </CellTag>
          ))}
          {pending ? <span className="logistics-pending">{t('dispatch.checkItems.pending', { count: pending })}</span> : null}
        </>
      )}
    </div>
  );
}

// An order's check items (SPEC §5: the applications made for it from the plan), what the crew change
// still lacks, and where the reader may, a way to add one and to cancel an open one
export function CheckItems({ order, cmd }: { order: OrderRow; cmd?: CheckItemCommands }) {
  const links = order.links ?? [];
  const kinds = cmd?.kindsFor(order) ?? [];
  const cancel = cmd?.cancel;
  return (
    <div className="check-items" data-testid={`check-items-${order.id}`}>
      {links.map((l) => (
        <CheckItemTag key={l.id} link={l} cancel={cancel && l.open ? () => cancel(l) : undefined} cancelLabel={cmd?.cancelLabel ?? ''} />
      ))}
      <LogisticsSummary logistics={order.logistics ?? []} />
      {kinds.length ? <AddCheckItem order={order} kinds={kinds} onPick={(kind) => cmd?.add(kind, order)} /> : null}
    </div>
  );
}
