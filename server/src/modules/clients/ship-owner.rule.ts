import type { EntityManager } from 'typeorm';
import { AppException } from '../../core/errors/app.exception';
import { ClientError } from './clients.errors';
import { shipsWithOwners } from './clients.repository';

// A ship and the shipowner it belongs to, as the rule below needs it.
export interface ShipOwnerFact {
  id: number;
  shipownerId: number;
}

// The ships named (an order's ship and new ship, a stint's ship) with their shipowners, in one query.
export async function shipOwners(m: EntityManager, ids: unknown[]): Promise<Map<number, ShipOwnerFact>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await shipsWithOwners(m, wanted);
  return new Map(rows.map((s) => [s.id, { id: s.id, shipownerId: s.shipowner_id }]));
}

// One rule for every write that names a ship with a shipowner (a dispatch order, a nesting plan, a stint
// of sea service, however written): the ship exists and is that shipowner's. `field` is where the form
// shows the refusal (orders[3].shipId in a batch).
export function assertShipOfOwner(ship: ShipOwnerFact | undefined, shipownerId: unknown, field: string): ShipOwnerFact {
  if (!ship) throw new AppException('MissingRef', {}, [{ field, reason: 'ref' }]);
  if (ship.shipownerId !== shipownerId) throw new AppException(ClientError.shipOfOtherOwner, {}, [{ field, reason: 'rule' }]);
  return ship;
}
