import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen, waitFor } from '@/test/render';
import { FollowUpSetting } from './follow-up-setting';

afterEach(() => vi.unstubAllGlobals());

const settings = (free_follow_up: boolean) => ({ body: { message: 'OK', data: { settings: { free_follow_up } } } });

describe("the doctor's free follow-up switch", () => {
  it('when the doctor turns it off, then the server is told, and the switch and its note follow the answer', async () => {
    const api = stubApi({
      'GET /api/doctor/settings': settings(true),
      'POST /api/doctor/settings/free-follow-up': (call) => ({
        body: {
          message: 'Free follow-ups turned off',
          data: { settings: { free_follow_up: (call.body as { enabled: boolean }).enabled } },
        },
      }),
    });
    render(<FollowUpSetting />);
    const toggle = await screen.findByLabelText(/^Offer a free follow-up/);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Patients can book a free follow-up with you.')).toBeTruthy();
    fireEvent.click(toggle);
    await screen.findByText('Free follow-ups are off. Visits already booked stay as they are.');
    expect(api.callsTo('POST /api/doctor/settings/free-follow-up').map((c) => c.body)).toEqual([{ enabled: false }]);
    expect((screen.getByLabelText(/^Offer a free follow-up/) as HTMLInputElement).checked).toBe(false);
  });

  it('when saving fails, then it says so beside the switch and keeps the value the server has', async () => {
    stubApi({
      'GET /api/doctor/settings': settings(true),
      'POST /api/doctor/settings/free-follow-up': { status: 500, body: { message: 'Internal error' } },
    });
    render(<FollowUpSetting />);
    fireEvent.click(await screen.findByLabelText(/^Offer a free follow-up/));
    expect(await screen.findByText('We could not save the free follow-up setting')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Offer a free follow-up/) as HTMLInputElement).checked).toBe(true),
    );
  });
});
