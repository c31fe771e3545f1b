import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withReturnPath } from '@/lib/return-path';
import { reply, stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, waitFor } from '@/test/render';
import { authMessages } from '../lib/validation';
import { PatientSignIn } from './patient-sign-in';

afterEach(() => vi.unstubAllGlobals());

const codeSent = {
  body: { message: 'Verification code sent', data: { phone_number: '03001234567', expires_in_seconds: 300 } },
};
const signedIn = reply('POST /api/auth/verify-otp-code-patient', {
  body: { message: 'Signed in', data: { verified: true, name: 'Ali Hassan', role: 'patient', user_id: '1001' } },
});

function renderSignIn(route: string = paths.login.patient) {
  return render(
    <Routes>
      <Route path={paths.login.patient} element={<PatientSignIn />} />
      <Route path={paths.patientProfile} element={<p>Profile page</p>} />
      <Route path={paths.doctorProfile} element={<DoctorStandIn />} />
    </Routes>,
    { route },
  );
}

function DoctorStandIn() {
  const { search } = useLocation();
  return <p>Doctor page {search}</p>;
}

async function signInWithCode(user: ReturnType<typeof renderSignIn>['user']) {
  await user.click(screen.getByLabelText(/Mobile number/));
  await user.paste('03001234567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await enterCode(user, '123456');
  await user.click(await screen.findByRole('button', { name: 'Verify and sign in' }));
}

async function enterCode(user: ReturnType<typeof renderSignIn>['user'], code: string) {
  await user.click(screen.getByLabelText('Verification code digit 1 of 6'));
  await user.keyboard(code);
}

describe('PatientSignIn', () => {
  it('when the number is not a mobile number, then the field explains and no code is requested', async () => {
    const api = stubApi({ 'POST /api/auth/send-verification-code': codeSent });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('04235761999');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(authMessages['phone.invalid'])).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the code is right, then the session is stored and the patient lands on the profile', async () => {
    const api = stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/auth/verify-otp-code-patient': signedIn,
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('0300 1234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('03001234567')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/send-verification-code')[0].body).toEqual({
      phone_number: '03001234567',
      purpose: 'login',
    });

    await enterCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/verify-otp-code-patient')[0].body).toEqual({
      phone_number: '03001234567',
      otp_code: '123456',
    });
    expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}')).toEqual({
      verified: true,
      name: 'Ali Hassan',
      role: 'patient',
      user_id: '1001',
    });
  });

  it('when the sign-in link carries a return path, then the patient comes back to it with its query', async () => {
    stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/auth/verify-otp-code-patient': signedIn,
    });
    const next = '/doctors/12345-P?mode=online&date=2026-11-24&time=18:20:00';
    const { user } = renderSignIn(withReturnPath(paths.login.patient, next));
    await signInWithCode(user);
    expect(await screen.findByText('Doctor page ?mode=online&date=2026-11-24&time=18:20:00')).toBeTruthy();
  });

  it('when the return path leads off the site, then it is ignored and the patient lands on the profile', async () => {
    stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/auth/verify-otp-code-patient': signedIn,
    });
    const { user } = renderSignIn(`${paths.login.patient}?next=${encodeURIComponent('//evil.example/doctors')}`);
    await signInWithCode(user);
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('when the code is wrong, then the boxes clear, the first has focus and the tries left show', async () => {
    stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/auth/verify-otp-code-patient': {
        status: 401,
        body: { message: 'server words', code: 'wrong_code', tries_left: 4 },
      },
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('03001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await enterCode(user, '654321');
    await user.click(await screen.findByRole('button', { name: 'Verify and sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That code did not work');
    expect(alert.textContent).toContain('Wrong code. 4 tries left.');
    expect(alert.textContent).not.toContain('We could not complete that');
    const digits = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Verification code digit ${i + 1} of 6`));
    expect(digits.map((box) => (box as HTMLInputElement).value).join('')).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(digits[0]));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('when the code is incomplete, then it asks for all six digits', async () => {
    const api = stubApi({ 'POST /api/auth/send-verification-code': codeSent });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('03001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await enterCode(user, '123');
    await user.click(await screen.findByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(authMessages['code.invalid'])).toBeTruthy();
    expect(api.callsTo('POST /api/auth/verify-otp-code-patient')).toHaveLength(0);
  });

  it('when too many codes were requested, then the 429 message shows and the number is kept', async () => {
    stubApi({
      'POST /api/auth/send-verification-code': {
        status: 429,
        body: { message: 'Too many codes (English)', code: 'rate_limited', retry_after: 3600 },
      },
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('03001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many attempts. Try again in 60 minutes.')).toBeTruthy();
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('03001234567');
  });

  it('when the patient wants another number, then Change number returns to the number with it filled in', async () => {
    stubApi({ 'POST /api/auth/send-verification-code': codeSent });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/Mobile number/));
    await user.paste('03001234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('03001234567');
  });
});
