import { FacilityType } from '@ehp/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reply, stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, waitFor } from '@/test/render';
import { facilityAudiences } from '../lib/audiences';
import { authMessages } from '../lib/validation';
import { FacilitySignUp } from './facility-sign-up';

afterEach(() => vi.unstubAllGlobals());

const codeSent = {
  body: { message: 'Verification code sent', data: { phone_number: '03211234567', expires_in_seconds: 300 } },
};
const created = reply('POST /api/clinic/verify_signup_otp', {
  status: 201,
  body: {
    message: 'Account created',
    data: {
      verified: true,
      name: 'Ahmed Raza',
      role: 'clinic_owner',
      user_id: '2005',
      clinic_id: '9',
      facility_type: 2,
    },
  },
});

function renderSignUp() {
  return render(
    <Routes>
      <Route path="/signup" element={<FacilitySignUp audience={facilityAudiences[FacilityType.PHARMACY]} />} />
      <Route path={paths.clinicDashboard} element={<p>Clinic dashboard</p>} />
    </Routes>,
    { route: '/signup' },
  );
}

async function fillDetails(user: ReturnType<typeof renderSignUp>['user']) {
  await user.click(screen.getByLabelText(/^Pharmacy name/));
  await user.paste('Al-Shifa Pharmacy');
  await user.click(screen.getByLabelText(/^Owner name/));
  await user.paste('Ahmed Raza');
  await user.click(screen.getByLabelText(/^Mobile number/));
  await user.paste('0321-1234567');
  await user.click(screen.getByLabelText(/^E-mail/));
  await user.paste('ahmed@alshifapharmacy.pk');
  await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Karachi');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('Pharma@2024');
  await user.click(screen.getByLabelText(/^Confirm password/));
  await user.paste('Pharma@2024');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function enterCode(user: ReturnType<typeof renderSignUp>['user']) {
  await user.click(await screen.findByLabelText('Verification code digit 1 of 6'));
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: 'Verify and create pharmacy account' }));
}

describe('FacilitySignUp', () => {
  it('when required details are missing, then each field says what it needs and no code is sent', async () => {
    const api = stubApi({});
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(authMessages['facilityName.invalid'])).toBeTruthy();
    expect(screen.getByText(authMessages['name.required'])).toBeTruthy();
    expect(screen.getByText(authMessages['phone.required'])).toBeTruthy();
    expect(screen.getByText(authMessages['email.required'])).toBeTruthy();
    expect(screen.getByText(authMessages['city.required'])).toBeTruthy();
    expect(screen.getByText(authMessages['password.required'])).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when submitted empty, then focus moves to the first field with an error (issue 25)', async () => {
    stubApi({});
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Pharmacy name/)));
    expect(screen.getByLabelText(/^Pharmacy name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('when the e-mail domain has no dot ("rabia@clinic"), then the e-mail is refused, focused, and no code is sent', async () => {
    const api = stubApi({});
    const { user } = renderSignUp();
    await user.click(screen.getByLabelText(/^Pharmacy name/));
    await user.paste('Al-Shifa Pharmacy');
    await user.click(screen.getByLabelText(/^Owner name/));
    await user.paste('Rabia Khan');
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.paste('03211234567');
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('rabia@clinic');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(authMessages['email.invalid'])).toBeTruthy();
    // The other missing fields say so at the same time.
    expect(screen.getByText(authMessages['city.required'])).toBeTruthy();
    expect(screen.getByText(authMessages['password.required'])).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/)));
    expect(api.calls).toHaveLength(0);
  });

  it('when the password is weak or the confirmation differs, then the form says so', async () => {
    stubApi({});
    const { user } = renderSignUp();
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('pharmacy1');
    await user.click(screen.getByLabelText(/^Confirm password/));
    await user.paste('pharmacy2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(authMessages['password.weak'])).toBeTruthy();
    expect(screen.getByText(authMessages['password.mismatch'])).toBeTruthy();
  });

  it('when the details and code are right, then the pharmacy is registered and the owner lands on the dashboard', async () => {
    const api = stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/clinic/verify_signup_otp': created,
    });
    const { user } = renderSignUp();
    await fillDetails(user);
    await enterCode(user);

    expect(await screen.findByText('Clinic dashboard')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/send-verification-code')[0].body).toEqual({
      phone_number: '03211234567',
      purpose: 'signup',
    });
    expect(api.callsTo('POST /api/clinic/verify_signup_otp')[0].body).toEqual({
      otp_code: '123456',
      facility_type: 2,
      facility_name: 'Al-Shifa Pharmacy',
      owner_name: 'Ahmed Raza',
      phone_number: '03211234567',
      email: 'ahmed@alshifapharmacy.pk',
      password: 'Pharma@2024',
      city: 'Karachi',
    });
    expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}')).toMatchObject({
      role: 'clinic_owner',
      clinic_id: '9',
    });
  });

  it('when the account already exists (409), then the details come back with the message and everything typed', async () => {
    stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/clinic/verify_signup_otp': {
        status: 409,
        body: { message: 'An account with this phone number already exists', code: 'account_exists' },
      },
    });
    const { user } = renderSignUp();
    await fillDetails(user);
    await enterCode(user);

    expect(await screen.findByText('This account already exists')).toBeTruthy();
    expect(screen.getByText(/An account with these details already exists/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(paths.login.pharmacy);
    expect((screen.getByLabelText(/^Pharmacy name/) as HTMLInputElement).value).toBe('Al-Shifa Pharmacy');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Pharma@2024');
  });

  it('when the code is wrong, then the message shows on the code step', async () => {
    stubApi({
      'POST /api/auth/send-verification-code': codeSent,
      'POST /api/clinic/verify_signup_otp': { status: 401, body: { message: 'The code is wrong', code: 'wrong_code' } },
    });
    const { user } = renderSignUp();
    await fillDetails(user);
    await enterCode(user);
    expect(await screen.findByText('Wrong code. Check the SMS and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Verification code digit 1 of 6')).toBeTruthy();
  });
});
