import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen, waitFor } from '@/test/render';
import AfterVisitPanel from './after-visit-panel';

const GET = 'GET /api/appointments/after-visit';
const RATE = 'POST /api/appointments/rate';
const advice = {
  appointment_id: 5012,
  advice: 'Walk 30 minutes a day.',
  medicines: [{ name: 'Amlodipine', strength: '5 mg', frequency: 'Once a day', days: 30 }],
  tests: ['Lipid profile'],
  follow_up_date: '2026-12-24',
  doctor_name: 'Dr. Imran Qureshi',
  doctor_pmdc: '12345-P',
  patient_name: 'Ali Hassan',
  visit_date: '2026-11-24',
  created_at: '2026-11-24T13:45:00.000Z',
  updated_at: '2026-11-24T13:45:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('AfterVisitPanel', () => {
  it('when the visit has not happened, then nothing shows', async () => {
    const api = stubApi({ [GET]: { body: { message: 'OK', data: { visited: false, advice: null, rating: null } } } });
    const { container } = render(<AfterVisitPanel appointmentId={5012} />);
    await waitFor(() => expect(api.callsTo(GET)).toHaveLength(1));
    expect(container.querySelector('[data-testid="after-visit"]')).toBeNull();
  });

  it('when the doctor wrote advice, then the prescription shows the doctor, PMDC, patient, date with its year, and Print calls window.print', async () => {
    stubApi({ [GET]: { body: { message: 'OK', data: { visited: true, advice, rating: null } } } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<AfterVisitPanel appointmentId={5012} />);
    expect(await screen.findByText('Dr. Imran Qureshi, PMDC 12345-P')).toBeTruthy();
    expect(screen.getByText('Patient: Ali Hassan')).toBeTruthy();
    expect(screen.getByText('Date of visit: 24 November 2026')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Medicines prescribed' })).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.getByText('Follow-up: 24 December 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('when the patient sends no stars, then a whole sentence asks for them; with 4 stars the rating is sent once and thanked', async () => {
    let rated = false;
    const api = stubApi({
      [GET]: () => ({
        body: {
          message: 'OK',
          data: {
            visited: true,
            advice: null,
            rating: rated ? { rating: 4, comment: 'Kind.', created_at: '2026-11-24T14:00:00.000Z' } : null,
          },
        },
      }),
      [RATE]: () => {
        rated = true;
        return {
          status: 201,
          body: {
            message: 'Thank you',
            data: { rating: { rating: 4, comment: 'Kind.', created_at: '2026-11-24T14:00:00.000Z' } },
          },
        };
      },
    });
    render(<AfterVisitPanel appointmentId={5012} />);
    expect(await screen.findByText(/has not written the advice yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose from 1 to 5 stars.');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: '  Kind.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you for rating your visit: 4 of 5 stars.')).toBeTruthy();
    expect(api.callsTo(RATE).map((c) => c.body)).toEqual([{ appointment_id: 5012, rating: 4, comment: 'Kind.' }]);
  });

  it('when the visit was rated already (409), then it says so', async () => {
    stubApi({
      [GET]: { body: { message: 'OK', data: { visited: true, advice: null, rating: null } } },
      [RATE]: { status: 409, body: { message: 'You have already rated this visit. Thank you.' } },
    });
    render(<AfterVisitPanel appointmentId={5012} />);
    fireEvent.click(await screen.findByRole('radio', { name: '5 of 5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You have already rated this visit. Thank you.'),
    );
  });
});
