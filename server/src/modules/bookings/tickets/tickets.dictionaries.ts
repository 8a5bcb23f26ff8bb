import { defineDictionaries } from '../../../core/dictionary/dictionary-declarations';
import { dict } from '../../../core/dictionary/dict-dsl';
import { ticketSettlement } from './tickets.states';

// The air tickets' own dictionaries (the bookings module ships ticketType 334 and ticketStatus 335).
// Ids and item values never change once shipped (records store the values).
export const TICKET_DICTIONARIES = defineDictionaries('tickets', [
  dict(392, 'ticketSettlement', '机票结算状态', 'Ticket settlement', ticketSettlement.items),
]);
