import { AppointmentMode } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { RecentVisits, type DoctorRecentVisit } from './recent-visits';

const visit: DoctorRecentVisit = {
  id: 5012,
  date: '2026-11-24',
  time: '18:20:00',
  starts_at: '2026-11-24T13:20:00.000Z',
  mode: AppointmentMode.online,
  patient_name: 'Ali Hassan',
  advice_written: false,
};

describe("the doctor's recent visits", () => {
  it('when visits have left the lists, then each shows who, when, how, whether the advice is written, and the advice form', () => {
    render(
      <RecentVisits
        visits={[
          visit,
          { ...visit, id: 5013, mode: AppointmentMode.clinic, patient_name: 'Fatima Noor', advice_written: true },
        ]}
        afterVisit={(v) => <button type="button">Advice for {v.patient_name}</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Recent visits' })).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Recent visits' })).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Ali Hassan' })).toBeTruthy();
    expect(
      within(first).getByText(/Tuesday, 24 November 2026 at 06:20 PM \(Pakistan time\) · Online consultation/),
    ).toBeTruthy();
    expect(within(first).getByText('No advice yet')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Advice for Ali Hassan' })).toBeTruthy();
    expect(within(second).getByText(/In-clinic visit/)).toBeTruthy();
    expect(within(second).getByText('Advice written')).toBeTruthy();
  });

  it('when there are none, then nothing is shown', () => {
    render(<RecentVisits visits={[]} />);
    expect(screen.queryByRole('heading', { name: 'Recent visits' })).toBeNull();
  });
});
