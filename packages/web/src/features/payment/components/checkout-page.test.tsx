import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { CheckoutPage } from './checkout-page';

const renderAt = (query: string, id = '5012') =>
  render(<CheckoutPage idParam={id} />, { route: `/appointment/payment/checkout/${id}${query}` });

// Long form journeys: generous limit so a loaded CI machine does not fail them.
describe('CheckoutPage', { timeout: 20_000 }, () => {
  it('when the gateway returns code=124, then the payment is pending and asks not to pay again', () => {
    renderAt('?code=124');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getAllByText('Payment pending').length).toBeGreaterThan(0);
    expect(screen.getByText(/Please do not pay again/)).toBeTruthy();
    expect(screen.getByText('5012')).toBeTruthy();
    expect(screen.getByText('124')).toBeTruthy();
  });

  it('when the gateway returns responseCode=000, then the payment is received', () => {
    renderAt('?responseCode=000&txnRef=T123');
    expect(screen.getAllByText('Payment received').length).toBeGreaterThan(0);
    expect(screen.getByText('T123')).toBeTruthy();
  });

  it('when the code is unknown, then it asks the payer to contact support with the code', () => {
    renderAt('?code=999');
    expect(screen.getAllByText('We could not confirm your payment').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/call our 24\/7 support team with your appointment number and the code below/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '0311-1222398' })).toBeTruthy();
  });

  it('when there is no code, then it explains how to finish paying', () => {
    renderAt('');
    expect(screen.getAllByText('Complete your payment').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Sign in as a patient' })).toBeTruthy();
  });

  it('when a patient is signed in, then the next step links to their profile', () => {
    saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });
    renderAt('?code=121');
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/patient/profile');
  });

  it('when the id is not a plain number or code, then the link is reported as not valid', () => {
    render(<CheckoutPage idParam="<b>x</b>" />);
    expect(screen.getByText(/This payment link is not valid/)).toBeTruthy();
  });
});
