import { describe, expect, test, vi } from 'vitest';
import { act, render, screen } from '@/test/render';
import { ActionError } from './action-error';
import { OfflineNotice } from './offline-notice';
import { SlowNote } from './slow-note';

const serverError = Object.assign(new Error('500'), { status: 500, body: { code: 'internal_error' } });
const slotTaken = Object.assign(new Error('409'), { status: 409, body: { code: 'slot_taken' } });

describe('ActionError', () => {
  test('when there is no error, then nothing is shown', () => {
    const { container } = render(<ActionError error={null} title="We could not book this time" />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  test('when an action fails with a 500, then its sentence is announced, scrolled into view, focused, and Try again repeats it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const retry = vi.fn();
    const { user } = render(<ActionError error={serverError} title="We could not book this time" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not book this time');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    expect(document.activeElement).toBe(alert);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    // Room for the booking bar fixed at the bottom of a phone, and the header at the top.
    expect(alert.style.scrollMarginBottom).toBe('120px');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });

  test('when the request never got out (offline), then it says so and offers Try again', () => {
    render(
      <ActionError error={new TypeError('Failed to fetch')} title="We could not book this time" onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not reach the server.');
    screen.getByRole('button', { name: 'Try again' });
  });

  test('when trying again cannot help (the time was taken), then there is no Try again', () => {
    render(<ActionError error={slotTaken} title="We could not book this time" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('This time was just booked by someone else.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('SlowNote', () => {
  test('when a press waits 10 s, then it says the connection is slow, and says nothing once the wait ends', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<SlowNote waiting />);
      const note = screen.getByRole('status');
      act(() => vi.advanceTimersByTime(9_999));
      expect(note.textContent).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(note.textContent).toBe('Still working… your connection is slow.');
      rerender(<SlowNote waiting={false} />);
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('OfflineNotice', () => {
  test('when the browser goes offline, then "No internet connection" shows at once, and goes when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    const notice = screen.getByTestId('offline-notice');
    expect(notice.textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(notice.textContent).toContain('No internet connection');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(notice.textContent).toBe('');
    onLine.mockRestore();
  });
});
