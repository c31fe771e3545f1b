import { describe, expect, it } from 'vitest';
import { MAX_MALFORMED_KEYS, OTHER_EVENTS, Stats } from './stats.ts';

describe('QA stats stay bounded (issue 21, F8)', () => {
  it('when 10,000 distinct malformed event names arrive, then at most MAX_MALFORMED_KEYS names are kept and all are counted', () => {
    const stats = new Stats();
    for (let i = 0; i < 10_000; i += 1) stats.malformedEvent(`made_up_${i}`);
    const byEvent = stats.snapshot().malformed_socket_events_by_event as Record<string, number>;
    expect(Object.keys(byEvent).length).toBeLessThanOrEqual(MAX_MALFORMED_KEYS);
    expect(Object.values(byEvent).reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(byEvent[OTHER_EVENTS]).toBeGreaterThan(9_000);
    expect(stats.get('malformed_socket_events')).toBe(10_000);
  });
});
