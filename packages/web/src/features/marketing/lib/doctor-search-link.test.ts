import { describe, expect, it } from 'vitest';
import { doctorSearchHref, specialitySearchHref } from './doctor-search-link';

describe('the home search link', () => {
  it('when nothing is chosen, then it is the plain in-clinic finder', () => {
    expect(doctorSearchHref({ q: '  ', city: 'All', online: false })).toBe('/doctors/search');
  });

  it('when a name, a city and online are chosen, then the finder gets each as its own parameter', () => {
    expect(doctorSearchHref({ q: ' Dr. Ayesha ', city: 'Lahore', online: true })).toBe(
      '/doctors/search?is_online=true&city=Lahore&q=Dr.+Ayesha',
    );
  });

  it('when the text is longer than the contract allows, then it is cut to 80 characters', () => {
    const href = doctorSearchHref({ q: 'x'.repeat(100), city: 'All', online: false });
    expect(new URL(href, 'https://x.test').searchParams.get('q')).toHaveLength(80);
  });

  it('when a speciality shortcut is used, then it filters by that speciality', () => {
    expect(specialitySearchHref('General Physician')).toBe('/doctors/search?speciality=General+Physician');
  });
});
