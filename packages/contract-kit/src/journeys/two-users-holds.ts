import { Skip, type RunContext } from '../context.ts';
import type { Exchange, HttpClient } from '../http-client.ts';
import { createdRecord, listShape } from '../meaning/shape.ts';
import { at } from './expect.ts';
import { freeSlots, slotsQuery } from './free-slot.ts';
import { needSecond } from './second-users.ts';

// A slot held by one patient is nobody else's: the second patient's booking of it gets the
// documented 409 (slot_taken), and when both patients book one free slot at the same instant,
// exactly one holds it and the other gets that 409; never both, never neither.

type Row = Record<string, unknown>;
const BOOK = 'bookAppointment';
const CANCEL = 'cancelAppointment';
/** Rounds of the race, each on a fresh slot. */
export const RACE_ROUNDS = 3;

export interface Hold {
  /** The appointment the first patient holds. */
  id: number;
  date: string;
  time: string;
  /** The booking request (doctor, mode, slot). */
  booking: Row;
}

/** The 409 code the contract documents for a slot someone else holds. */
export function slotTakenCode(ctx: RunContext): string | undefined {
  const example = ctx.op(BOOK).responses['409']?.content['application/json']?.example as Row | undefined;
  return typeof example?.code === 'string' ? example.code : undefined;
}

/** Whether the slot is still offered as free. */
async function slotFree(ctx: RunContext, client: HttpClient, booking: Row, date: string, time: string) {
  const op = ctx.op('listDoctorSlots');
  const query = slotsQuery(booking, date);
  const ex = await client.request({ method: op.method, path: op.path, query });
  return ((at(ex.json, 'data.slots') as Row[] | undefined) ?? []).find((s) => s.time === time)?.available;
}

const idOf = (ex: Exchange) => at(ex.json, 'data.appointment.id');
/** Appointments that no longer hold their slot. */
const RELEASED = new Set(['cancelled', 'expired']);

/**
 * How many live appointments of the slot a patient's own list holds (the list of the record
 * bookAppointment creates, read from the contract), or undefined when there is no such list.
 */
async function holdsInList(ctx: RunContext, client: HttpClient, booking: Row, date: string, time: string) {
  const doc = ctx.contract.openapi;
  const ref = createdRecord(doc, ctx.op(BOOK))?.ref;
  const list = ctx.contract.operations.find(
    (op) => listShape(doc, op)?.itemRef === ref && !op.parameters.some((p) => p.required),
  );
  if (!ref || !list) return undefined;
  const ex = await ctx.send(client, list.operationId, { query: ctx.requestFor(list.operationId).query });
  const rows = (at(ex.json, listShape(doc, list)!.items) as Row[] | undefined) ?? [];
  return rows.filter(
    (r) =>
      r.date === date && r.time === time && at(r, 'doctor.pmdc') === booking.pmdc && !RELEASED.has(String(r.status)),
  ).length;
}

/** The first patient books a fresh slot, held for the other-user checks (bookAppointment own-hold). */
export async function ownHold(ctx: RunContext): Promise<Hold | undefined> {
  let hold: Hold | undefined;
  if (!ctx.config.patient2 && !ctx.config.doctor2) return undefined;
  await ctx.check(BOOK, 'own-hold', async () => {
    const client = ctx.session('patient');
    const booking = ctx.requestFor(BOOK).body as Row;
    const [slot] = await freeSlots(ctx, client, booking, 1);
    if (!slot) throw new Skip(`listDoctorSlots showed no free slot of ${String(booking.pmdc)}`, 'listDoctorSlots');
    const ex = await ctx.send(client, BOOK, { body: { ...booking, ...slot } });
    const id = idOf(ex);
    if (ex.status === 201 && typeof id === 'number') hold = { id, ...slot, booking: { ...booking, ...slot } };
    return ctx.verify(BOOK, ex, [201]);
  });
  return hold;
}

/** The first patient lets the hold go, so a run leaves nothing held behind. */
export async function releaseHold(ctx: RunContext, hold: Hold | undefined): Promise<void> {
  const client = ctx.sessions.get('patient');
  if (hold && client && ctx.allowed(CANCEL)) await ctx.send(client, CANCEL, { body: { appointment_id: hold.id } });
}

/** The second patient books the slot the first one holds: the documented 409, and nothing held. */
export async function otherPatientsHold(ctx: RunContext, hold: Hold | undefined): Promise<void> {
  await ctx.check(BOOK, 'other-patients-hold', async () => {
    const other = needSecond(ctx, 'patient');
    if (!hold) throw new Skip("needs the first patient's hold from bookAppointment own-hold", BOOK);
    const ex = await ctx.send(other, BOOK, { body: hold.booking });
    const problems = codeProblems(ctx, ex, `the second patient's booking of ${hold.date} ${hold.time}`);
    if (ex.status === 201 && typeof idOf(ex) === 'number')
      await ctx.send(other, CANCEL, { body: { appointment_id: idOf(ex) } });
    return ctx.verify(BOOK, ex, [409], problems);
  });
}

function codeProblems(ctx: RunContext, ex: Exchange, what: string): string[] {
  const code = slotTakenCode(ctx);
  if (ex.status === 201) return [`${what} was accepted (201): the slot is held by the first patient`];
  if (ex.status === 409 && code && at(ex.json, 'code') !== code)
    return [`${what}: 409 with code ${String(at(ex.json, 'code'))}, the contract documents ${code}`];
  return [];
}

/** Both patients book one free slot at once, RACE_ROUNDS times: exactly one wins each time. */
export async function raceForOneSlot(ctx: RunContext): Promise<void> {
  if (!ctx.config.patient2 && !ctx.config.doctor2) return;
  await ctx.check(BOOK, 'race-one-winner', async () => {
    const first = ctx.session('patient');
    const second = needSecond(ctx, 'patient');
    const booking = ctx.requestFor(BOOK).body as Row;
    const slots = await freeSlots(ctx, first, booking, RACE_ROUNDS);
    if (slots.length < RACE_ROUNDS)
      throw new Skip(
        `listDoctorSlots showed ${slots.length} free slots, the race needs ${RACE_ROUNDS}`,
        'listDoctorSlots',
      );
    const problems: string[] = [];
    let last: Exchange | undefined;
    for (const slot of slots) {
      const body = { ...booking, ...slot };
      const answers = await Promise.all([ctx.send(first, BOOK, { body }), ctx.send(second, BOOK, { body })]);
      const won = answers.filter((a) => a.status === 201);
      const where = `${slot.date} ${slot.time}`;
      if (won.length === 2)
        problems.push(`both patients hold ${where}: appointments ${won.map((a) => String(idOf(a))).join(' and ')}`);
      if (won.length === 0)
        problems.push(`neither patient holds ${where}: ${answers.map((a) => a.status).join(' and ')}`);
      const lost = answers.find((a) => a.status !== 201);
      if (won.length === 1 && lost) {
        last = lost;
        problems.push(...ctx.verify(BOOK, lost, [409]).problems.map((p) => `the loser at ${where}: ${p}`));
        problems.push(...codeProblems(ctx, lost, `the loser at ${where}`));
      }
      if (won.length && (await slotFree(ctx, first, booking, slot.date, slot.time)) !== false)
        problems.push(`listDoctorSlots still offers ${where} as free after it was booked`);
      // What the server holds, whatever it answered: one appointment of the slot in one list.
      const held = [
        await holdsInList(ctx, first, booking, slot.date, slot.time),
        await holdsInList(ctx, second, booking, slot.date, slot.time),
      ];
      const total = (held[0] ?? 0) + (held[1] ?? 0);
      if (held.every((h) => h !== undefined) && total !== 1)
        problems.push(
          `after the race for ${where} the patients' lists hold ${total} live appointments of it (${held.join(' and ')}), not 1`,
        );
      for (const [i, a] of answers.entries())
        if (a.status === 201) await ctx.send(i === 0 ? first : second, CANCEL, { body: { appointment_id: idOf(a) } });
    }
    return { problems, exchange: last };
  });
}
