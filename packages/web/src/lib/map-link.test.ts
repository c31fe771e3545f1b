import { describe, expect, it } from 'vitest';
import { mapUrl } from './map-link';

describe('mapUrl', () => {
  it('when a place has coordinates, then the map link searches for latitude and longitude', () => {
    expect(mapUrl(31.5399, 74.3359)).toBe('https://www.google.com/maps/search/?api=1&query=31.5399,74.3359');
  });
});
