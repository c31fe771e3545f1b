import { AppointmentMode } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { NextSlotLinks } from './next-slot-links';

// Sunday 22 November 2026, 10:00 in Pakistan.
const NOW = Date.parse('2026-11-22T05:00:00Z');
const TODAY = '2026-11-22';
const clinic = (date: string, time: string) => ({ date, time, mode: AppointmentMode.clinic, location_id: 501 });

describe('first free times on a result card', () => {
  it('when a doctor has free times, then each is a link to the profile with that place, date and time chosen', () => {
    render(
      <NextSlotLinks
        pmdc="12345-P"
        name="Dr. Imran Qureshi"
        slots={[clinic(TODAY, '11:20:00'), clinic('2026-11-23', '10:00:00'), clinic('2026-11-25', '18:20:00')]}
        today={TODAY}
        now={NOW}
      />,
    );
    const list = screen.getByRole('list', { name: 'Next free times' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Today 11:20 AM', 'Tomorrow 10:00 AM', 'Wed 25 Nov 06:20 PM']);
    expect(links[0].getAttribute('aria-label')).toBe('Book Dr. Imran Qureshi, Today at 11:20 AM');
    expect(links[2].getAttribute('href')).toBe(
      '/doctors/12345-P?mode=clinic&location_id=501&date=2026-11-25&time=18%3A20%3A00',
    );
  });

  it('when a time has passed since the results came, then it is not offered', () => {
    render(
      <NextSlotLinks
        pmdc="12345-P"
        name="Dr. Imran Qureshi"
        slots={[clinic(TODAY, '09:40:00'), clinic(TODAY, '10:20:00')]}
        today={TODAY}
        now={NOW}
      />,
    );
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Today 10:20 AM']);
  });

  it('when there are no free times, then nothing shows', () => {
    render(<NextSlotLinks pmdc="12345-P" name="Dr. Imran Qureshi" slots={[]} today={TODAY} now={NOW} />);
    expect(screen.queryByText('Next free times')).toBeNull();
  });
});
