import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '@/lib/session';
import { stubApi, type StubbedCall } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { ClinicDashboard } from './clinic-dashboard';

afterEach(() => vi.unstubAllGlobals());

const owner = {
  name: 'Tariq Mehmood',
  role: 'clinic_owner' as const,
  user_id: '2001',
  clinic_id: '7',
  facility_type: 0,
  branch_id: 11,
};
const GULBERG = {
  branch_id: 11,
  branch_name: 'Shifa Family Clinic - Gulberg',
  branch_code: 'SFC-GLB',
  city: 'Lahore',
  address: '12-B Main Boulevard, Gulberg III',
};
const DHA = {
  branch_id: 12,
  branch_name: 'Shifa Family Clinic - DHA',
  branch_code: 'SFC-DHA',
  city: 'Lahore',
  address: '88-Z Commercial Area, DHA Phase 3',
};

/** The mock's branches with a current branch that a switch moves (as the server's session does). */
function branchesServer(branches = [DHA, GULBERG], start = 11) {
  let current = start;
  return stubApi({
    'GET /api/clinic/branches': () => ({ body: { message: 'OK', data: { current_branch_id: current, branches } } }),
    'POST /api/clinic/switch_branch': (call: StubbedCall) => {
      const { branch_id } = call.body as { branch_id: number };
      if (!branches.some((b) => b.branch_id === branch_id))
        return { status: 404, body: { message: `branch_id ${branch_id} is not one of your branches` } };
      current = branch_id;
      return { body: { message: 'Branch switched', data: { ...owner, verified: true, branch_id } } };
    },
  });
}

describe('BranchPanel on the clinic dashboard (issue 25, point 11)', () => {
  it('when an owner is signed in, then the branch shows by name and address, not "Branch #11 · Account 7"', async () => {
    branchesServer();
    saveSession(owner);
    render(<ClinicDashboard />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Shifa Family Clinic - Gulberg' })).toBeTruthy();
    expect(screen.getByTestId('branch-address').textContent).toBe('12-B Main Boulevard, Gulberg III, Lahore');
    expect(screen.queryByText(/Branch #/)).toBeNull();
    expect(screen.queryByText(/Account 7/)).toBeNull();
  });

  it('when the owner picks another branch, then the session moves there and the dashboard follows', async () => {
    const api = branchesServer();
    saveSession(owner);
    const { user } = render(<ClinicDashboard />);
    const select = (await screen.findByLabelText(/^Switch branch/)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([DHA.branch_name, GULBERG.branch_name]);
    expect(select.value).toBe('11');
    await user.selectOptions(select, '12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shifa Family Clinic - DHA' })).toBeTruthy();
    expect(screen.getByTestId('branch-address').textContent).toBe('88-Z Commercial Area, DHA Phase 3, Lahore');
    expect(screen.getByRole('status').textContent).toBe('You are now working on Shifa Family Clinic - DHA.');
    expect(api.callsTo('POST /api/clinic/switch_branch')[0].body).toEqual({ branch_id: 12 });
    const session = readSession();
    expect(session.verified && session.branch_id).toBe(12);
  });

  it('when the switch is refused, then a message in the page’s words shows and the branch stays', async () => {
    stubApi({
      'GET /api/clinic/branches': {
        body: { message: 'OK', data: { current_branch_id: 11, branches: [DHA, GULBERG] } },
      },
      'POST /api/clinic/switch_branch': { status: 404, body: { message: 'branch_id 12 is not one of your branches' } },
    });
    saveSession(owner);
    const { user } = render(<ClinicDashboard />);
    await user.selectOptions(await screen.findByLabelText(/^Switch branch/), '12');
    expect(await screen.findByText('We could not switch to that branch. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shifa Family Clinic - Gulberg' })).toBeTruthy();
    expect(readSession().verified && (readSession() as typeof owner).branch_id).toBe(11);
  });

  it('when the owner has one branch, or staff are signed in, then there is no switcher', async () => {
    branchesServer([GULBERG]);
    saveSession(owner);
    const { unmount } = render(<ClinicDashboard />);
    expect(await screen.findByRole('heading', { level: 2, name: GULBERG.branch_name })).toBeTruthy();
    expect(screen.queryByLabelText(/^Switch branch/)).toBeNull();
    unmount();
    saveSession({ name: 'Zainab Ali', role: 'staff', user_id: '4001', clinic_id: '7', branch_id: 11 });
    render(<ClinicDashboard />);
    expect(await screen.findByRole('heading', { level: 2, name: GULBERG.branch_name })).toBeTruthy();
    expect(screen.queryByLabelText(/^Switch branch/)).toBeNull();
  });
});
