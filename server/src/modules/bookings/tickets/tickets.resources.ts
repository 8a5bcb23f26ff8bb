import { defineResource, readOnlyView, type RowsOf } from '../../../core/resource/define-resource';
import { L } from '../../../core/resource/label';
import type { DataScopeDecl } from '../../../core/resource/resource.types';
// a ticket belongs to a seafarer: seen with him, by the reader's crew rights, on every list and export
import { OF_SEAFARER } from '../../crew/file/crew-file.resources';
import { boatSupplierResource } from '../../clients/clients.resources';
import { BoatTicket } from './entities/boat-ticket.entity';
import { BoatTicketStaff } from './entities/boat-ticket-staff.entity';
import { TICKET_STATUS, TRAVEL_AGENCY_CATEGORY } from './tickets.states';
import { YES_NO } from '../../system/system.states';

// A request is not one seafarer's: it follows the crew rights as a dispatch plan does, by the department
// that asked (own jurisdiction) and its maker. Its travellers on the request screen are seen and written
// with it (a department that cannot open the request cannot add to it, change or drop its travellers),
// and each names a seafarer within the writer's crew rights; the clerk's tickets, the same rows, each a
// seafarer's, are seen by the seafarer.
const REQUEST_SCOPE: DataScopeDecl = { provider: 'crew', dept: 'deptId', creator: 'createdBy' };

// boatTicket: the crew manager's requests, each a trip for its travellers
export const boatTicketResource = defineResource({
  name: 'BoatTicket',
  label: L('机票申请', 'Air ticket request'),
  entity: BoatTicket,
  menu: 'boatTicket',
  scope: REQUEST_SCOPE,
  keyword: ['code', 'departCity', 'purposeCity', 'reason'],
  // the travel clerk's list names and filters its tickets' requests by number, without the request screen
  pick: ['id', 'code'],
  defaultSort: '-id',
  first: ['code'],
  // a submitted request is the clerk's: it no longer changes (its hooks refuse too)
  editWhen: { submitted: [YES_NO.No] },
  related: [{ resource: 'BoatTicketTraveller', field: 'ticketId', label: L('乘机人', 'Travellers'), inAdd: 1 }],
});

// a request's travellers, added and removed on the request screen while it is pending
export const boatTicketTravellerResource = defineResource({
  name: 'BoatTicketTraveller',
  label: L('乘机人', 'Traveller'),
  entity: BoatTicketStaff,
  menu: 'boatTicket',
  operations: ['getList', 'getById', 'insert', 'update', 'delete'],
  scope: { via: { field: 'ticketId', resource: 'BoatTicket' } },
  refine: { userId: { scoped: true } },
  defaultSort: 'id',
  editWhen: { ticketStatus: [TICKET_STATUS.Pending] },
});

// boatTicketManage: the travel clerk's list of every traveller's ticket, issued, refunded or cancelled here
export const boatTicketStaffResource = defineResource({
  name: 'BoatTicketStaff',
  label: L('机票', 'Air ticket'),
  entity: BoatTicketStaff,
  menu: 'boatTicketManage',
  operations: ['getList', 'getById', 'export'],
  scope: OF_SEAFARER,
  keyword: ['departCity', 'purposeCity', 'flightInformation'],
  defaultSort: '-travelDate',
});

// planeSettlement: the tickets whose money is spent, for finance to settle with each travel agency by the
// month or quarter they were issued in
export const boatTicketSettleResource = readOnlyView(boatTicketStaffResource, {
  name: 'BoatTicketSettle',
  label: L('机票结算明细', 'Tickets to settle'),
  menu: 'planeSettlement',
  where: { ticketStatus: [TICKET_STATUS.Issued, TICKET_STATUS.Refunded, TICKET_STATUS.IssuedAwaitingRefund] },
  defaultSort: '-issueDate',
});

// the travel agencies among the suppliers (category 票务代理): the issue dialog and the settlement's filters
// offer these only (any signed-in reader picks from their names; the clerk reads them whole)
export const travelAgencyView = readOnlyView(boatSupplierResource, {
  name: 'travelAgency',
  label: L('票务代理', 'Travel agency'),
  menu: 'boatTicketManage',
  where: { category: [TRAVEL_AGENCY_CATEGORY] },
});

// the clerk's list first: a screen lists the first resource declared on its menu (the agencies ride on it)
export const TICKET_RESOURCES = [boatTicketResource, boatTicketTravellerResource, boatTicketStaffResource, boatTicketSettleResource, travelAgencyView] as const;

declare module '../../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof TICKET_RESOURCES> {}
}
