import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/content/messages';
import { readSession, saveSession } from '@/lib/session';
import { reply, stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen, waitFor } from '@/test/render';
import { ClinicDashboard } from './clinic-dashboard';

afterEach(() => vi.unstubAllGlobals());

const owner = {
  name: 'Shifa Family Clinic',
  role: 'clinic_owner' as const,
  user_id: '2001',
  clinic_id: '7',
  facility_type: 0,
  branch_id: 11,
};
const branches = reply('GET /api/clinic/branches', {
  body: {
    message: 'OK',
    data: {
      current_branch_id: 11,
      branches: [
        {
          branch_id: 11,
          branch_name: 'Shifa Family Clinic - Gulberg',
          branch_code: 'SFC-GLB',
          city: 'Lahore',
          address: '12-B Main Boulevard, Gulberg III',
        },
      ],
    },
  },
});
const created = reply('POST /api/clinic/contact_us', {
  status: 201,
  body: { message: 'We have received your Request', data: { id: 42 } },
});

describe('ClinicDashboard', () => {
  beforeEach(() => void stubApi({ 'GET /api/clinic/branches': branches }));

  it('when signed out, then it explains the dashboard and links to the facility sign-in pages', () => {
    render(<ClinicDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clinic dashboard' })).toBeTruthy();
    expect(screen.getByText(/Please sign in to open your dashboard/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clinic sign in' }).getAttribute('href')).toBe(
      '/clinic-management-system/login',
    );
    expect(screen.getByRole('link', { name: 'Staff sign in' }).getAttribute('href')).toBe('/staff/login');
  });

  it('when a patient opens it, then it says so and offers their profile', () => {
    saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });
    render(<ClinicDashboard />);
    expect(screen.getByText(/You are signed in as a patient/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/patient/profile');
  });

  it('when an owner is signed in, then facility, branch, plan limits and the support form show', async () => {
    saveSession(owner);
    render(<ClinicDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shifa Family Clinic' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shifa Family Clinic - Gulberg' })).toBeTruthy();
    expect(screen.getByText('Clinic owner')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Doctors' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare clinic packages and prices' }).getAttribute('href')).toBe(
      '/products/clinicmanagement?packages=true',
    );
    // The form loads with its own chunk, after the rest of the page.
    expect(await screen.findByRole('heading', { name: 'Contact SehatLink support' })).toBeTruthy();
  });

  it('when the clinic image fails, then the default clinic illustration shows', () => {
    saveSession(owner);
    render(<ClinicDashboard />);
    fireEvent.error(screen.getByRole('img', { name: 'Clinic logo' }));
    expect(screen.getByRole('img', { name: 'Clinic' })).toBeTruthy();
  });

  it('when staff are signed in, then they get the front-desk view without the support form', () => {
    saveSession({ name: 'Hina Rauf', role: 'staff', user_id: '4001', clinic_id: '7', branch_id: 11 });
    render(<ClinicDashboard />);
    expect(screen.getByText('Clinic staff')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'At the front desk' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact SehatLink support' })).toBeNull();
  });

  it('when a pharmacy owner is signed in, then pharmacy features and packages show', () => {
    saveSession({ ...owner, name: 'Al-Shifa Pharmacy', facility_type: 2 });
    render(<ClinicDashboard />);
    expect(screen.getByText('Pharmacy owner')).toBeTruthy();
    expect(screen.getByText('Inventory management')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare pharmacy packages and prices' }).getAttribute('href')).toBe(
      '/products/pharmacymanagement',
    );
  });
});

describe('SupportRequestForm on the clinic dashboard', () => {
  it('when subject and message are missing, then both fields say what they need', async () => {
    const api = stubApi({ 'GET /api/clinic/branches': branches });
    saveSession(owner);
    const { user } = render(<ClinicDashboard />);
    await screen.findByRole('button', { name: 'Send request' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Write a subject of 2 to 150 characters')).toBeTruthy();
    expect(screen.getByText('Describe your request in 5 to 2,000 characters')).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/contact_us')).toHaveLength(0);
  });

  it('when sent without a file, then it posts JSON and confirms with the reference number', async () => {
    const api = stubApi({ 'GET /api/clinic/branches': branches, 'POST /api/clinic/contact_us': created });
    saveSession(owner);
    const { user } = render(<ClinicDashboard />);
    await screen.findByRole('button', { name: 'Send request' });
    await user.type(screen.getByLabelText(/^Subject/), 'Add two more staff accounts');
    await user.type(screen.getByLabelText(/^Message/), 'We opened a second reception desk.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your reference number is 42/)).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/contact_us')[0].body).toEqual({
      subject: 'Add two more staff accounts',
      message: 'We opened a second reception desk.',
    });
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
  });

  it('when a file is attached, then it goes as multipart/form-data', async () => {
    const api = stubApi({ 'GET /api/clinic/branches': branches, 'POST /api/clinic/contact_us': created });
    saveSession(owner);
    const { user, container } = render(<ClinicDashboard />);
    await screen.findByRole('button', { name: 'Send request' });
    await user.type(screen.getByLabelText(/^Subject/), 'Invoice copy');
    await user.type(screen.getByLabelText(/^Message/), 'The attached invoice shows the wrong branch.');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your reference number is 42/)).toBeTruthy();
    const call = api.callsTo('POST /api/clinic/contact_us')[0];
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const data = call.body as FormData;
    expect(data.get('subject')).toBe('Invoice copy');
    expect((data.get('attachment') as File).name).toBe('invoice.pdf');
  });

  it('when the file type is not allowed, then the attachment rule message shows and nothing is sent', async () => {
    const api = stubApi({ 'GET /api/clinic/branches': branches, 'POST /api/clinic/contact_us': created });
    saveSession(owner);
    const { user, container } = render(<ClinicDashboard />, {});
    await screen.findByRole('button', { name: 'Send request' });
    await user.type(screen.getByLabelText(/^Subject/), 'Invoice copy');
    await user.type(screen.getByLabelText(/^Message/), 'The attached invoice shows the wrong branch.');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(messages['attachment.type'])).toBeTruthy();
    expect(api.callsTo('POST /api/clinic/contact_us')).toHaveLength(0);
  });

  it('when the server refuses, then its message shows and the text stays', async () => {
    stubApi({
      'GET /api/clinic/branches': branches,
      'POST /api/clinic/contact_us': { status: 403, body: { message: 'Your role may not do this', code: 'forbidden' } },
    });
    saveSession(owner);
    const { user } = render(<ClinicDashboard />);
    await screen.findByRole('button', { name: 'Send request' });
    await user.type(screen.getByLabelText(/^Subject/), 'Invoice copy');
    await user.type(screen.getByLabelText(/^Message/), 'The invoice shows the wrong branch.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('The account you are signed in with cannot do this. Sign in with the right account.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Invoice copy');
  });

  it('when the server says the session has gone (401), then the owner is signed out here (issue 21, F13)', async () => {
    stubApi({
      'GET /api/clinic/branches': branches,
      'POST /api/clinic/contact_us': { status: 401, body: { message: 'Please sign in again' } },
    });
    saveSession(owner);
    const { user } = render(<ClinicDashboard />);
    await screen.findByRole('button', { name: 'Send request' });
    await user.type(screen.getByLabelText(/^Subject/), 'Invoice copy');
    await user.type(screen.getByLabelText(/^Message/), 'The invoice shows the wrong branch.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(readSession().verified).toBe(false));
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });
});
