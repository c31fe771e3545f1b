import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render, screen, waitFor } from '@/test/render';
import DemoModal from './demo-modal';

function setup(demoFor: 0 | 1 | 2 = 1) {
  const onClose = vi.fn();
  const view = render(<DemoModal opened onClose={onClose} demoFor={demoFor} />);
  const fill = async (values: { name?: string; phone?: string; email?: string }) => {
    if (values.name) await view.user.type(screen.getByLabelText(/full name/i), values.name);
    if (values.phone) await view.user.type(screen.getByLabelText(/mobile number/i), values.phone);
    if (values.email) await view.user.type(screen.getByLabelText(/^email/i), values.email);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Request demo' }));
  return { ...view, fill, submit, onClose };
}

describe('DemoModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when submitted empty then asks for all the fields and sends nothing', async () => {
    const api = stubApi({});
    const { submit } = setup();
    await submit();
    expect(await screen.findByText('Please fill in all the fields.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when submitted empty then every field is marked at once and focus is on the first (issue 25)', async () => {
    stubApi({});
    const { submit } = setup();
    await submit();
    expect(await screen.findByText('Please fill in all the fields.')).toBeTruthy();
    for (const label of [/full name/i, /mobile number/i, /^email/i])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/full name/i)));
  });

  it('when the e-mail is "rabia@clinic" and the number is bad then both say so at once and nothing is sent', async () => {
    const api = stubApi({});
    const { fill, submit } = setup();
    await fill({ name: 'Rabia Khan', phone: '0421234567', email: 'rabia@clinic' });
    await submit();
    expect(await screen.findByText('Enter a valid Mobile Number')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address, e.g. rabia@clinic.pk')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/mobile number/i)));
    expect(api.calls).toHaveLength(0);
  });

  it('when one field is missing then still asks for all the fields', async () => {
    stubApi({});
    const { fill, submit } = setup();
    await fill({ name: 'Ayesha Khan', phone: '03001234567' });
    await submit();
    expect(await screen.findByText('Please fill in all the fields.')).toBeTruthy();
  });

  it('when the mobile number is invalid then says so and sends nothing', async () => {
    const api = stubApi({});
    const { fill, submit } = setup();
    await fill({ name: 'Ayesha Khan', phone: '0421234567', email: 'ayesha@example.pk' });
    await submit();
    expect(await screen.findByText('Enter a valid Mobile Number')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the request succeeds then posts demo_for and shows Request Received!', async () => {
    const api = stubApi({
      'POST /api/demo_request/add': { status: 201, body: { message: 'Request Received!', data: { id: 1 } } },
    });
    const { fill, submit } = setup(2);
    await fill({ name: 'Ayesha Khan', phone: '03001234567', email: 'ayesha@example.pk' });
    await submit();
    expect(await screen.findByText('Request Received!')).toBeTruthy();
    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))[0]).toEqual({
      method: 'POST',
      path: '/api/demo_request/add',
      body: { name: 'Ayesha Khan', phone_number: '03001234567', email: 'ayesha@example.pk', demo_for: 2 },
    });
  });

  it.each([
    ['a duplicate', 409, { message: 'A demo request for this number already exists' }],
    ['a server error', 500, { message: 'Internal error' }],
  ] as const)('when the server answers %s then shows Demo request already exist!', async (_label, status, body) => {
    stubApi({ 'POST /api/demo_request/add': { status, body } });
    const { fill, submit } = setup();
    await fill({ name: 'Ayesha Khan', phone: '03001234567', email: 'ayesha@example.pk' });
    await submit();
    expect(await screen.findByText('Demo request already exist!')).toBeTruthy();
    expect(screen.queryByText('Request Received!')).toBeNull();
    // Issue 34: announced and focused where the visitor is; what they typed stays.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Demo request already exist!');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByDisplayValue('ayesha@example.pk')).toBeTruthy();
    // Trying again may work after a server error, not after a duplicate.
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(status === 500);
  });

  it('when a server error is followed by Try again, then the same details are sent and the request is received', async () => {
    let calls = 0;
    stubApi({
      'POST /api/demo_request/add': () =>
        ++calls === 1
          ? { status: 500, body: { message: 'Internal error' } }
          : { status: 201, body: { message: 'Request Received!', data: { id: 1 } } },
    });
    const { fill, submit, user } = setup();
    await fill({ name: 'Ayesha Khan', phone: '03001234567', email: 'ayesha@example.pk' });
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Request Received!')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
