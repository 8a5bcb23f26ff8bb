import type { EntityManager } from 'typeorm';
import type { Label } from '../../core/resource/resource.types';
import { bookingClaims } from './expenses.repository';

// What other modules may ask of the expenses module, and plug into it (issue 20 §2: its tables are its
// own).
//
// Claimable bookings: a claim line may name the booking it pays for (a hotel stay, an air ticket). The
// module that keeps the bookings registers their kind here with `describe`, which reads its own rows;
// a line naming a booking is refused (409, naming it) when the booking does not exist, is another
// seafarer's, was paid by the company, or is claimed on another claim still open or approved.
export interface ClaimableBookingRow {
  id: number;
  seafarerId: number;
  // paid by the company (a ticket the company bought): the seafarer has nothing to claim for it
  companyPaid: boolean;
  // a claim the booking module itself records as claiming it (a claim id), where it keeps one; the
  // claims' own lines are read besides, so a kind need not keep this
  claimedBy?: number | null;
}

export interface ClaimableBooking {
  kind: string; // what lines store in bookingKind: 'hotel', 'ticket' ...
  label: Label; // names the booking in a refusal: "酒店预订 #12" / "Hotel booking #12"
  // the bookings of these ids that exist (any order; the missing ones left out), read in the caller's
  // transaction
  describe(m: EntityManager, ids: number[]): Promise<ClaimableBookingRow[]>;
}

const kinds = new Map<string, ClaimableBooking>();

// Called once per kind when its module loads; a kind registered again replaces the first.
export function registerClaimableBooking(kind: ClaimableBooking): void {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,19}$/.test(kind.kind)) throw new Error(`claimable booking kind ${JSON.stringify(kind.kind)}: letters and digits, at most 20`);
  kinds.set(kind.kind, kind);
}

export function claimableBooking(kind: string): ClaimableBooking | undefined {
  return kinds.get(kind);
}

export function claimableBookings(): ClaimableBooking[] {
  return [...kinds.values()];
}

export interface BookingClaim {
  bookingId: number;
  claimId: number;
  claimCode: string | null;
  claimState: string; // CLAIM_STATE (expenses.states.ts)
}

// The claims, draft, in review or approved, that claim these bookings of a kind (a rejected claim claims
// nothing): a bookings module shows them beside its bookings, or refuses to change the amount of one
// that is claimed.
export async function claimsOfBookings(m: EntityManager, kind: string, bookingIds: number[]): Promise<BookingClaim[]> {
  return (await bookingClaims(m, kind, bookingIds)).map(({ bookingId, claimId, claimCode, claimState }) => ({ bookingId, claimId, claimCode, claimState }));
}
