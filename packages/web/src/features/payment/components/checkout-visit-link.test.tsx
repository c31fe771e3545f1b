import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { clearSession, saveSession } from '@/lib/session';
import { appointmentReply, paidAppointment } from '@/test/appointment-fixtures';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, waitFor } from '@/test/render';
import { CheckoutPage } from './checkout-page';

// The appointment page opened with the prescription link (`?visit_token=`, issue 33): whoever cannot
// read the appointment gets the route's link view (that visit's advice only); its patient, signed
// in, the whole page. Either way the token leaves the address bar at once.

const GET = 'GET /api/appointments/get';
const TOKEN = 'v1.5012.1001.my1m5ug0.kX3p9QvT2mLr8sWbN4cYdA';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const renderWithLink = () =>
  render(
    <>
      <CheckoutPage
        idParam="5012"
        visitByLink={(id, token, signedInAsPatient) => (
          <p data-testid="by-link">{`advice of ${id} with ${token}, patient signed in: ${signedInAsPatient}`}</p>
        )}
      />
      <Address />
    </>,
    { route: `/appointment/payment/checkout/5012?visit_token=${TOKEN}#after-visit` },
  );

afterEach(() => clearSession());

describe('CheckoutPage opened with the prescription link', () => {
  it('when nobody is signed in, then the link view reads with the token, the appointment is never asked for, and the token leaves the address', async () => {
    const api = stubApi({});
    renderWithLink();
    expect(screen.getByTestId('by-link').textContent).toBe(`advice of 5012 with ${TOKEN}, patient signed in: false`);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    // Still the link view once the token is out of the URL (it is kept in memory).
    expect(screen.getByTestId('by-link')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in as a patient' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('when another patient is signed in (the appointment is 404 for them), then the link view shows instead of Appointment not found', async () => {
    saveSession({ name: 'Fatima Noor', role: 'patient', user_id: '1002' });
    stubApi({ [GET]: { status: 404, body: { message: 'Appointment not found' } } });
    renderWithLink();
    expect((await screen.findByTestId('by-link')).textContent).toBe(
      `advice of 5012 with ${TOKEN}, patient signed in: true`,
    );
    expect(screen.queryByRole('heading', { name: 'Appointment not found' })).toBeNull();
  });

  it('when a doctor is signed in, then the link view shows rather than a sign-in as a patient', () => {
    saveSession({ name: 'Dr. Imran Qureshi', role: 'doctor', user_id: '3001', pmdc: '12345-P' });
    stubApi({});
    renderWithLink();
    expect(screen.getByTestId('by-link').textContent).toContain('patient signed in: false');
  });

  it('when the appointment’s own patient is signed in, then the whole appointment shows, not the link view', async () => {
    saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });
    stubApi({ [GET]: appointmentReply(paidAppointment) });
    renderWithLink();
    expect(await screen.findByText('Dr. Imran Qureshi')).toBeTruthy();
    expect(screen.queryByTestId('by-link')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
  });
});
