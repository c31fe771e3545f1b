import { CallAttemptOutcome } from '@ehp/api-types/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paidAppointment } from '@/test/appointment-fixtures';
import { fireEvent, render, screen, waitFor } from '@/test/render';
import { CallRecordNote } from './call-record-note';

const missed = {
  ...paidAppointment,
  call_attempts: [
    { at: '2026-11-24T07:02:00.000Z', outcome: CallAttemptOutcome.missed, doctor_name: 'Dr. Imran Qureshi' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('CallRecordNote', () => {
  it('when the last call was missed and the doctor may still call, then who, when (Pakistan time) and what happens next', () => {
    render(<CallRecordNote appointment={missed} awaitsCall />);
    expect(screen.getByTestId('call-record').textContent).toBe(
      'Missed call from Dr. Imran Qureshi at 12:02 PMThe doctor may call again; keep this page open.',
    );
  });

  it('when the last call was answered, then no record; when the visit is over, then the record without the next step', () => {
    const answered = {
      ...missed,
      call_attempts: [...missed.call_attempts, { ...missed.call_attempts[0], outcome: CallAttemptOutcome.answered }],
    };
    const { unmount } = render(<CallRecordNote appointment={answered} awaitsCall />);
    expect(screen.queryByTestId('call-record')).toBeNull();
    unmount();
    render(<CallRecordNote appointment={missed} awaitsCall={false} />);
    expect(screen.getByTestId('call-record').textContent).toBe('Missed call from Dr. Imran Qureshi at 12:02 PM');
  });

  it('when alerts were never asked, then asking waits for the press, and the answer shows', async () => {
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    render(<CallRecordNote appointment={paidAppointment} awaitsCall />);
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on call alerts' }));
    await waitFor(() => expect(screen.getByText('Call alerts are on.')).toBeTruthy());
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });
});
