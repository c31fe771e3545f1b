import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reply, stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { DoctorSignIn } from './doctor-sign-in';

afterEach(() => vi.unstubAllGlobals());

const exists = (password_set: boolean, found = true) => ({
  body: { message: 'OK', data: { exists: found, password_set } },
});
const doctorSession = reply('POST /api/doctor/dr_login', {
  body: {
    message: 'Signed in',
    data: { verified: true, name: 'Dr. Imran Qureshi', role: 'doctor', user_id: '3001', pmdc: '12345-P' },
  },
});

function renderSignIn() {
  return render(
    <Routes>
      <Route path={paths.login.doctor} element={<DoctorSignIn />} />
      <Route path={paths.doctorDashboard} element={<p>Doctor dashboard</p>} />
    </Routes>,
    { route: paths.login.doctor },
  );
}

describe('DoctorSignIn', () => {
  it('when the doctor has a password, then the password field appears and sign-in lands on the dashboard', async () => {
    const api = stubApi({
      'POST /api/doctor/ckeck_password_exists': exists(true),
      'POST /api/doctor/dr_login': doctorSession,
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/PMDC number/));
    await user.paste('12345-p');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByLabelText(/^Password/));
    await user.paste('Doctor@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Doctor dashboard')).toBeTruthy();
    expect(api.callsTo('POST /api/doctor/ckeck_password_exists')[0].body).toEqual({ pmdc: '12345-P' });
    expect(api.callsTo('POST /api/doctor/dr_login')[0].body).toEqual({ pmdc: '12345-P', password: 'Doctor@123' });
    expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}')).toMatchObject({
      role: 'doctor',
      pmdc: '12345-P',
    });
  });

  it('when the password is wrong, then the server message shows and the password stays', async () => {
    stubApi({
      'POST /api/doctor/ckeck_password_exists': exists(true),
      'POST /api/doctor/dr_login': { status: 401, body: { message: 'Invalid credentials', code: 'wrong_credentials' } },
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/PMDC number/));
    await user.paste('12345-P');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText(/^Password/));
    await user.paste('wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Those sign-in details do not match an account. Check them and try again.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong-one');
  });

  it('when no doctor has that PMDC number, then it says so and links to sign-up', async () => {
    stubApi({ 'POST /api/doctor/ckeck_password_exists': exists(false, false) });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/PMDC number/));
    await user.paste('99999-P');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No doctor account uses PMDC number 99999-P')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sign up as a doctor' }).getAttribute('href')).toBe(
      '/default/signup?as=doctor',
    );
  });

  it('when the PMDC number is malformed, then no request is made', async () => {
    const api = stubApi({});
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/PMDC number/));
    await user.paste('12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/digits, a dash and a letter/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when no password is set yet, then the set-password flow sends a code, verifies it and saves the password', async () => {
    const api = stubApi({
      'POST /api/doctor/ckeck_password_exists': exists(false),
      'POST /api/doctor/dr_forget_password': {
        body: {
          message: 'If this account is registered, a reset code was sent to its mobile number.',
          data: { expires_in_seconds: 300 },
        },
      },
      'POST /api/doctor/dr_forget_otp_verify': {
        body: {
          message: 'Code verified',
          data: { reset_token: 'rt_3f9c2a1b7d8e4f60a1b2c3d4e5f60718', expires_in_seconds: 600 },
        },
      },
      'PUT /api/doctor/dr_reset_password': { body: { message: 'Done' } },
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/PMDC number/));
    await user.paste('12345-P');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Set my password' }));

    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect((screen.getByLabelText(/PMDC number/) as HTMLInputElement).value).toBe('12345-P');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('the mobile number registered with this account, if it is registered')).toBeTruthy();
    await user.click(screen.getByLabelText('Verification code digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste('Doctor@2024');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('Doctor@2024');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your password is set.')).toBeTruthy();
    expect(api.callsTo('POST /api/doctor/dr_forget_otp_verify')[0].body).toEqual({
      pmdc: '12345-P',
      otp_code: '123456',
    });
    expect(api.callsTo('PUT /api/doctor/dr_reset_password')[0].body).toEqual({
      reset_token: 'rt_3f9c2a1b7d8e4f60a1b2c3d4e5f60718',
      password: 'Doctor@2024',
    });

    await user.click(screen.getByRole('button', { name: 'Sign in now' }));
    expect(screen.getByText('Password saved. Sign in with your new password.')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('when the new password is weak, then it is not sent', async () => {
    const api = stubApi({
      'POST /api/doctor/dr_forget_password': {
        body: {
          message: 'If this account is registered, a reset code was sent to its mobile number.',
          data: { expires_in_seconds: 300 },
        },
      },
      'POST /api/doctor/dr_forget_otp_verify': {
        body: {
          message: 'Code verified',
          data: { reset_token: 'rt_3f9c2a1b7d8e4f60a1b2c3d4e5f60718', expires_in_seconds: 600 },
        },
      },
    });
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(await screen.findByLabelText(/PMDC number/));
    await user.paste('12345-P');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByLabelText('Verification code digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste('password');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Choose a password that meets every rule below')).toBeTruthy();
    expect(api.callsTo('PUT /api/doctor/dr_reset_password')).toHaveLength(0);
  });
});
