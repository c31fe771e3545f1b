import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { authMessages } from '../lib/validation';
import { DefaultSignUpPage } from './default-sign-up-page';
import { WAIT } from '@/test/wait';

afterEach(() => vi.unstubAllGlobals());

describe('DefaultSignUpPage', () => {
  it('when opened without a choice, then the clinic form shows', () => {
    render(<DefaultSignUpPage />, { route: '/default/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your SehatLink account' })).toBeTruthy();
    expect(screen.getByLabelText(/^Clinic name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^PMDC number/)).toBeNull();
  });

  it('when ?as=doctor is given or Doctor is chosen, then the doctor form shows', async () => {
    const { user } = render(<DefaultSignUpPage />, { route: '/default/signup' });
    await user.click(screen.getByText('Myself as a doctor'));
    expect(await screen.findByLabelText(/^PMDC number/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Clinic name/)).toBeNull();
  });

  it('when the doctor form is sent empty, then PMDC and speciality are required too', async () => {
    const api = stubApi({});
    const { user } = render(<DefaultSignUpPage />, { route: '/default/signup?as=doctor' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(authMessages['pmdc.required'])).toBeTruthy();
    expect(screen.getByText(authMessages['speciality.required'])).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when a doctor completes sign-up, then the doctor fields are sent to verify_dr_signup_otp', async () => {
    const api = stubApi({
      'POST /api/auth/send-verification-code': {
        body: { message: 'Verification code sent', data: { phone_number: '03331234567', expires_in_seconds: 300 } },
      },
      'POST /api/doctor/verify_dr_signup_otp': {
        status: 201,
        body: {
          message: 'Account created',
          data: { verified: true, name: 'Dr. Sana Malik', role: 'doctor', user_id: '3009', pmdc: '67890-P' },
        },
      },
    });
    const { user } = render(<DefaultSignUpPage />, { route: '/default/signup?as=doctor' });
    await user.click(screen.getByLabelText(/^Full name/));
    await user.paste('Dr. Sana Malik');
    await user.click(screen.getByLabelText(/^PMDC number/));
    await user.paste('67890-p');
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.paste('03331234567');
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('sana.malik@example.pk');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Speciality/ }), 'Dermatologist');
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Islamabad');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('Doctor@2024');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('Doctor@2024');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText('Verification code digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and create doctor account' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/doctor/verify_dr_signup_otp')).toHaveLength(1), WAIT);
    expect(api.callsTo('POST /api/doctor/verify_dr_signup_otp')[0].body).toEqual({
      otp_code: '123456',
      name: 'Dr. Sana Malik',
      pmdc: '67890-P',
      phone_number: '03331234567',
      email: 'sana.malik@example.pk',
      password: 'Doctor@2024',
      speciality: 'Dermatologist',
      city: 'Islamabad',
    });
    await vi.waitFor(() => expect(window.localStorage.getItem('authToken')).toContain('"role":"doctor"'), WAIT);
  });
});
