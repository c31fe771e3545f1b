import type { components } from '@ehp/api-types';

type Slot = components['schemas']['Slot'];

export const TIME_GROUPS = ['morning', 'afternoon', 'evening'] as const;
export type TimeGroup = (typeof TIME_GROUPS)[number];

/** How many free times a group shows before "more": two rows on a phone, so Book stays near. */
export const TIMES_SHOWN = 6;

/** Morning before 12:00, afternoon 12:00–16:59, evening from 17:00 (Pakistan time, as the slots are). */
export function timeGroupOf(time: string): TimeGroup {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

/** The day's slots by part of the day, in order; a part without any slot is left out. */
export function groupSlots(slots: readonly Slot[]): { group: TimeGroup; slots: Slot[] }[] {
  return TIME_GROUPS.map((group) => ({ group, slots: slots.filter((s) => timeGroupOf(s.time) === group) })).filter(
    (g) => g.slots.length > 0,
  );
}

/**
 * What a collapsed group shows: its times from the first free one on, TIMES_SHOWN of them (taken
 * ones among them stay, labelled), plus the chosen one when it lies further on, so a time kept
 * across sign-in is never hidden behind "more".
 */
export function visibleSlots(slots: readonly Slot[], selected: string | null, expanded: boolean): Slot[] {
  if (expanded) return [...slots];
  const firstFree = slots.findIndex((s) => s.available);
  if (firstFree === -1) return [];
  const shown = slots.slice(firstFree, firstFree + TIMES_SHOWN);
  const chosen = slots.find((s) => s.time === selected && s.available);
  if (chosen && !shown.includes(chosen)) shown.push(chosen);
  return shown;
}
