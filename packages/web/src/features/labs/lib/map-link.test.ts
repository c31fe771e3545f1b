import { describe, expect, it } from 'vitest';
import { mapUrl } from './map-link';

describe('mapUrl', () => {
  it('when a branch has coordinates, then the map link uses latitude and longitude', () => {
    expect(mapUrl(31.5399, 74.3359)).toBe('https://www.google.com/maps?q=31.5399,74.3359');
  });
});
