import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { StaffSignIn } from './staff-sign-in';

afterEach(() => vi.unstubAllGlobals());

describe('StaffSignIn', () => {
  it('when the username and password are right, then staff land on the clinic dashboard', async () => {
    const api = stubApi({
      'POST /api/staff/staff_login': {
        body: {
          message: 'Signed in',
          data: { verified: true, name: 'Hina Rauf', role: 'staff', user_id: '4001', clinic_id: '7', branch_id: 11 },
        },
      },
    });
    const { user } = render(
      <Routes>
        <Route path={paths.login.staff} element={<StaffSignIn />} />
        <Route path={paths.clinicDashboard} element={<p>Clinic dashboard</p>} />
      </Routes>,
      { route: paths.login.staff },
    );
    await user.click(screen.getByLabelText(/^Username/));
    await user.paste('reception.gulberg');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('Staff@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Clinic dashboard')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/staff_login')[0].body).toEqual({
      username: 'reception.gulberg',
      password: 'Staff@123',
    });
    expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}')).toMatchObject({
      role: 'staff',
      name: 'Hina Rauf',
    });
  });

  it('when the username has spaces, then the field explains the format', async () => {
    stubApi({});
    const { user } = render(<StaffSignIn />);
    await user.click(screen.getByLabelText(/^Username/));
    await user.paste('front desk');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Usernames are 3 to 60/)).toBeTruthy();
  });
});
