import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render, screen } from '@/test/render';
import HelplineModal from './helpline-modal';

function setup() {
  const view = render(<HelplineModal opened onClose={vi.fn()} />);
  const submitNumber = async (phone: string) => {
    if (phone) await view.user.type(screen.getByLabelText(/mobile number/i), phone);
    await view.user.click(screen.getByRole('button', { name: 'Call me back' }));
  };
  return { ...view, submitNumber };
}

describe('HelplineModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the number is invalid then shows Enter Valid Mobile Number and stays on step 0', async () => {
    const api = stubApi({});
    const { submitNumber } = setup();
    await submitNumber('12345');
    expect(await screen.findByText('Enter Valid Mobile Number')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the number is empty then shows Enter Valid Mobile Number', async () => {
    stubApi({});
    const { submitNumber } = setup();
    await submitNumber('');
    expect(await screen.findByText('Enter Valid Mobile Number')).toBeTruthy();
  });

  it('when the request succeeds then step 1 confirms it and no failure message appears', async () => {
    const api = stubApi({
      'POST /api/admin/call-helpline/add': { status: 201, body: { message: 'Done', data: { id: 1 } } },
    });
    const { submitNumber } = setup();
    await submitNumber('03111222398');
    expect(await screen.findByText('We have received your Request')).toBeTruthy();
    expect(screen.getByText('Our Customer Support team will contact you soon')).toBeTruthy();
    expect(screen.queryByText('Something went wrong try again!')).toBeNull();
    expect(api.calls[0].body).toEqual({ data: {}, phone_number: '03111222398' });
  });

  it('when the request fails then shows Something went wrong try again! on step 0', async () => {
    stubApi({ 'POST /api/admin/call-helpline/add': { status: 500, body: { message: 'Internal error' } } });
    const { submitNumber } = setup();
    await submitNumber('3111222398');
    expect(await screen.findByText('Something went wrong try again!')).toBeTruthy();
    expect(screen.queryByText('We have received your Request')).toBeNull();
    expect(screen.getByLabelText(/mobile number/i)).toBeTruthy();
  });
});
