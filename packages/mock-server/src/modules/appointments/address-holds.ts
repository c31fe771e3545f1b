import { AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import { tooMany } from '../../http/errors.ts';
import type { StoreData } from '../../store/types.ts';
import { holdsSlot } from '../doctors/availability.ts';
import { startsAt } from './lifecycle.ts';

/**
 * Unpaid holds per client address, over all its patients: one actor with many new numbers cannot
 * hold a doctor's whole calendar. Kept in memory (the address is not patient data); a hold counts
 * while it still keeps its slot unpaid, and so does a visit to pay at the clinic until it is over.
 */
export class AddressHolds {
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    /** At most this many addresses are remembered; the oldest are dropped first. */
    readonly maxAddresses = 50_000,
  ) {}

  private live(address: string, data: StoreData, now: number): number[] {
    const ids = (this.byAddress.get(address) ?? []).filter((id) => {
      const a = data.appointments.find((x) => x.id === id);
      // A visit to pay at the clinic keeps its slot unpaid until the visit: it counts too.
      const unpaid =
        a?.status === AppointmentStatus.awaiting_payment ||
        (a?.status === AppointmentStatus.confirmed &&
          a.pay_at_clinic === true &&
          startsAt(a) > now &&
          a.payment_status !== PaymentStatus.SUCCESS);
      return a !== undefined && unpaid && holdsSlot(data, a, now);
    });
    if (ids.length) this.byAddress.set(address, ids);
    else this.byAddress.delete(address);
    return ids;
  }

  /** Throws 429 when this address already holds its limit of unpaid slots. Call inside the store write. */
  check(address: string, data: StoreData, now: number): void {
    const ids = this.live(address, data, now);
    if (ids.length < this.limit) return;
    const ends = ids.map((id) => data.appointments.find((x) => x.id === id)?.hold_expires_at ?? now + 60_000);
    const wait = Math.max(1000, Math.min(...ends) - now);
    throw tooMany(
      `Too many unpaid bookings from your network (${this.limit} at a time). Pay for or cancel one, or try again in ${Math.ceil(wait / 60_000)} minutes.`,
      wait / 1000,
    );
  }

  record(address: string, appointmentId: number): void {
    const ids = this.byAddress.get(address) ?? [];
    this.byAddress.delete(address);
    this.byAddress.set(address, [...ids, appointmentId]);
    if (this.byAddress.size > this.maxAddresses) this.byAddress.delete(this.byAddress.keys().next().value!);
  }

  /** Takes back a record() whose booking was not saved (a failed write leaves no hold behind). */
  forget(address: string, appointmentId: number): void {
    const ids = this.byAddress.get(address);
    if (!ids) return;
    const at = ids.lastIndexOf(appointmentId);
    if (at >= 0) ids.splice(at, 1);
    if (!ids.length) this.byAddress.delete(address);
  }

  /** The appointment ids recorded for an address (tests). */
  recorded(address: string): readonly number[] {
    return this.byAddress.get(address) ?? [];
  }

  clear(): void {
    this.byAddress.clear();
  }
}
