import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/fast-render';
import { screen, waitFor } from '@/test/render';
import { CodeStep } from './code-step';

const WRONG = 'Wrong code. 4 tries left.';
const digits = () =>
  Array.from(
    { length: 6 },
    (_, i) => screen.getByLabelText(`Verification code digit ${i + 1} of 6`) as HTMLInputElement,
  );

function step(submitting: boolean, error: string | null) {
  return (
    <CodeStep
      sentTo="03001234567"
      submitLabel="Verify"
      changeLabel="Change number"
      onSubmit={vi.fn()}
      onResend={() => Promise.resolve()}
      onChangeTarget={vi.fn()}
      submitting={submitting}
      error={error}
    />
  );
}

describe('CodeStep', () => {
  it('when a check ends with a refusal, then the boxes empty, the first takes focus and the text says why', async () => {
    const { user, rerender } = render(step(false, null));
    await user.click(digits()[0]);
    await user.keyboard('654321');
    rerender(step(true, null));
    rerender(step(false, WRONG));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`That code did not work${WRONG}`);
    expect(digits().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    await waitFor(() => expect(document.activeElement).toBe(digits()[0]));
  });

  it('when a new code is being checked, then the last refusal is no longer shown', async () => {
    const { rerender } = render(step(false, WRONG));
    expect(await screen.findByText(WRONG)).toBeTruthy();
    // A parent that keeps its last error while the next check runs (sign-up, booking sheet).
    rerender(step(true, WRONG));
    expect(screen.queryByText(WRONG)).toBeNull();
    rerender(step(false, WRONG));
    expect(await screen.findByText(WRONG)).toBeTruthy();
  });
});
