import { describe, expect, it } from 'vitest';
import { groupSlots, timeGroupOf, TIMES_SHOWN, visibleSlots } from './time-groups';

const slot = (time: string, available = true) => ({ time, available });

describe('time groups', () => {
  it('when times cross noon and 17:00, then they fall into morning, afternoon and evening', () => {
    expect(timeGroupOf('09:00:00')).toBe('morning');
    expect(timeGroupOf('11:59:00')).toBe('morning');
    expect(timeGroupOf('12:00:00')).toBe('afternoon');
    expect(timeGroupOf('16:40:00')).toBe('afternoon');
    expect(timeGroupOf('17:00:00')).toBe('evening');
    expect(timeGroupOf('22:40:00')).toBe('evening');
  });

  it('when a part of the day has no slot, then it is left out and the order is kept', () => {
    const groups = groupSlots([slot('18:00:00'), slot('09:00:00')]);
    expect(groups.map((g) => g.group)).toEqual(['morning', 'evening']);
  });

  it('when a group is collapsed, then a few times from the first free one show, and a chosen later time is kept in view', () => {
    const slots = [
      slot('09:00:00', false),
      slot('09:20:00'),
      slot('09:40:00', false),
      ...Array.from({ length: 10 }, (_, i) => slot(`10:${10 + i}:00`)),
    ];
    const shown = visibleSlots(slots, null, false);
    expect(shown).toHaveLength(TIMES_SHOWN);
    // Taken times before the first free one are skipped; those among the shown stay, labelled.
    expect(shown[0].time).toBe('09:20:00');
    expect(shown[1]).toEqual(slot('09:40:00', false));
    expect(visibleSlots(slots, '10:19:00', false).map((s) => s.time)).toContain('10:19:00');
    expect(visibleSlots(slots, null, true)).toHaveLength(slots.length);
    expect(visibleSlots([slot('09:00:00', false)], null, false)).toEqual([]);
  });
});
