import { FacilityType } from '@ehp/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reply, stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { facilityAudiences } from '../lib/audiences';
import { authMessages } from '../lib/validation';
import { FacilitySignIn, NO_BRANCH_MESSAGE } from './facility-sign-in';

afterEach(() => vi.unstubAllGlobals());

const gulberg = { branch_id: 11, branch_name: 'Shifa Family Clinic - Gulberg', branch_code: 'SFC-GLB', city: 'Lahore' };
const dha = { branch_id: 12, branch_name: 'Shifa Family Clinic - DHA', branch_code: 'SFC-DHA', city: 'Lahore' };
const branches = (list: (typeof gulberg)[], facility_type: FacilityType = FacilityType.CLINIC) =>
  reply('POST /api/clinic/check_clinic_branches', {
    body: { message: 'Branches found', data: { facility_type, branches: list } },
  });
const ownerSession = reply('POST /api/clinic/clinic_login', {
  body: {
    message: 'Signed in',
    data: {
      verified: true,
      name: 'Shifa Family Clinic',
      role: 'clinic_owner',
      user_id: '2001',
      clinic_id: '7',
      facility_type: 0,
      branch_id: 12,
    },
  },
});

function renderSignIn(type: FacilityType = FacilityType.CLINIC) {
  return render(
    <Routes>
      <Route path="/login" element={<FacilitySignIn audience={facilityAudiences[type]} />} />
      <Route path={paths.clinicDashboard} element={<p>Clinic dashboard</p>} />
    </Routes>,
    { route: '/login' },
  );
}

async function fillCredentials(user: ReturnType<typeof renderSignIn>['user']) {
  await user.click(screen.getByLabelText(/^E-mail/));
  await user.paste('owner@shifaclinic.pk');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('Clinic@123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('FacilitySignIn', () => {
  it('when the owner has several branches, then they choose one and sign in to it', async () => {
    const api = stubApi({
      'POST /api/clinic/check_clinic_branches': branches([gulberg, dha]),
      'POST /api/clinic/clinic_login': ownerSession,
    });
    const { user } = renderSignIn();
    await fillCredentials(user);

    expect(await screen.findByRole('radiogroup', { name: /Choose a branch/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in to this branch' }));
    expect(await screen.findByText(authMessages['branch.required'])).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/clinic_login')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Shifa Family Clinic - DHA/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in to this branch' }));

    expect(await screen.findByText('Clinic dashboard')).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/check_clinic_branches')[0].body).toEqual({
      email: 'owner@shifaclinic.pk',
      password: 'Clinic@123',
      facility_type: 0,
    });
    expect(api.callsTo('POST /api/clinic/clinic_login')[0].body).toEqual({
      email: 'owner@shifaclinic.pk',
      password: 'Clinic@123',
      facility_type: 0,
      branch_id: 12,
    });
    expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}')).toMatchObject({
      role: 'clinic_owner',
      clinic_id: '7',
      branch_id: 12,
    });
  });

  it('when there is one branch, then it signs in without asking', async () => {
    const api = stubApi({
      'POST /api/clinic/check_clinic_branches': branches([{ ...gulberg, branch_id: 21 }], 2),
      'POST /api/clinic/clinic_login': ownerSession,
    });
    const { user } = renderSignIn(FacilityType.PHARMACY);
    await fillCredentials(user);
    expect(await screen.findByText('Clinic dashboard')).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/clinic_login')[0].body).toMatchObject({ facility_type: 2, branch_id: 21 });
  });

  it('when the credentials are wrong, then the server message shows and the fields keep their values', async () => {
    stubApi({
      'POST /api/clinic/check_clinic_branches': {
        status: 401,
        body: { message: 'Invalid credentials', code: 'wrong_credentials' },
      },
    });
    const { user } = renderSignIn();
    await fillCredentials(user);
    expect(
      await screen.findByText('Those sign-in details do not match an account. Check them and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hospital sign-in page' }).getAttribute('href')).toBe(paths.login.hospital);
    expect(screen.getByRole('link', { name: 'pharmacy sign-in page' }).getAttribute('href')).toBe(paths.login.pharmacy);
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('owner@shifaclinic.pk');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Clinic@123');
  });

  it('when the account belongs to another kind of facility, then it points to that sign-in page', async () => {
    stubApi({ 'POST /api/clinic/check_clinic_branches': branches([gulberg], 1) });
    const { user } = renderSignIn(FacilityType.CLINIC);
    await fillCredentials(user);
    expect(await screen.findByText('This is a hospital account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hospital sign-in page' }).getAttribute('href')).toBe(paths.login.hospital);
  });

  it('when the account has no branch, then it asks the owner to call support', async () => {
    stubApi({ 'POST /api/clinic/check_clinic_branches': branches([]) });
    const { user } = renderSignIn();
    await fillCredentials(user);
    expect(await screen.findByText(NO_BRANCH_MESSAGE)).toBeTruthy();
  });

  it('when the e-mail is invalid, then nothing is sent', async () => {
    const api = stubApi({});
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('owner@clinic');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(authMessages['email.invalid'])).toBeTruthy();
    expect(await screen.findByText(authMessages['password.required'])).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the owner forgot the password, then the reset flow starts with the typed e-mail', async () => {
    const api = stubApi({
      'POST /api/clinic/clinic_forget_password': {
        body: {
          message: 'If this account is registered, a reset code was sent to its mobile number.',
          data: { expires_in_seconds: 300 },
        },
      },
    });
    const { user } = renderSignIn();
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('owner@shifaclinic.pk');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('the mobile number registered with this account, if it is registered')).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/clinic_forget_password')[0].body).toEqual({ email: 'owner@shifaclinic.pk' });
  });
});
