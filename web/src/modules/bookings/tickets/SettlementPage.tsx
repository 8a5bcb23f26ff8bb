import { ResourceTabs } from '../../../core/resource/ResourceTabs';

// planeSettlement: finance's two views of one bill, each a declared list: the totals per travel agency,
// currency and month or quarter (TicketSettleReport), and the tickets themselves, selected and settled
// (BoatTicketSettle).
export function SettlementPage() {
  return <ResourceTabs tabs={['TicketSettleReport', 'BoatTicketSettle']} />;
}
