import type { AttemptLimiter, Reservation } from '../../http/attempt-limiter.ts';
import type { ApiError } from '../../http/errors.ts';

/** One limit an attempt must pass: a key of a limiter, the refusal when it is locked, and what a success does. */
export interface Gate {
  limiter: AttemptLimiter;
  key: string;
  refuse: (waitMs: number) => ApiError;
  /** forgive: a success forgives the failures settled before it (the user's own typos); keep: they stay. */
  onSuccess: 'forgive' | 'keep';
}

/**
 * Runs one password or code check under its limits: the attempt is counted against every gate
 * before it runs, so parallel guesses cannot pass a limit, and settled after. The first locked
 * gate answers; the reservations already made for it are cancelled (a refused attempt is not counted).
 */
export async function limitedAttempt<T>(
  now: number,
  gates: Gate[],
  attempt: () => Promise<T | null> | T | null,
): Promise<T | null> {
  const held: Array<{ gate: Gate; reservation: Reservation }> = [];
  const cancelAll = () => held.forEach(({ reservation }) => reservation.cancel());
  for (const gate of gates) {
    const reservation = gate.limiter.reserve(gate.key, now);
    if (!reservation.allowed) {
      cancelAll();
      throw gate.refuse(reservation.retryAfterMs);
    }
    held.push({ gate, reservation });
  }
  let result: T | null;
  try {
    result = await attempt();
  } catch (error) {
    cancelAll();
    throw error;
  }
  for (const { gate, reservation } of held) {
    if (result === null) reservation.failed();
    else if (gate.onSuccess === 'forgive') reservation.succeeded();
    else reservation.cancel();
  }
  return result;
}
