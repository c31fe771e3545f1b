import { describe, expect, it } from 'vitest';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { ClinicVisits, type DoctorClinicVisit } from './clinic-visits';

const visit: DoctorClinicVisit = {
  id: 5013,
  date: '2026-11-24',
  time: '10:20:00',
  starts_at: '2026-11-24T05:20:00.000Z',
  patient_name: 'Ali Hassan',
  clinic_name: 'Shifa Heart Clinic, Gulberg',
  fee: 2500,
  pay_at_clinic: true,
  payment_status: 3,
};

describe("the doctor's in-clinic visits", () => {
  it('when a visit is to be paid at the clinic, then its row says Pay at the clinic: Rs. X; a paid one says so', () => {
    render(
      <ClinicVisits
        visits={[visit, { ...visit, id: 5014, patient_name: 'Fatima Noor', pay_at_clinic: false, payment_status: 0 }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'In-clinic visits' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Ali Hassan' })).toBeTruthy();
    expect(within(first).getByText('Tuesday, 24 November 2026 at 10:20 AM (Pakistan time)')).toBeTruthy();
    expect(within(first).getByText('Shifa Heart Clinic, Gulberg')).toBeTruthy();
    expect(within(first).getByTestId('clinic-visit-fee').textContent).toBe('Pay at the clinic: \u2066Rs. 2,500\u2069');
    expect(within(second).getByTestId('clinic-visit-fee').textContent).toBe('Paid online: \u2066Rs. 2,500\u2069');
  });

  it('when there are none, then nothing is shown', () => {
    render(<ClinicVisits visits={[]} />);
    expect(screen.queryByRole('heading', { name: 'Your in-clinic visits' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
