import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import LabInProgressModal from './lab-in-progress-modal';

describe('LabInProgressModal', () => {
  it('when opened then shows its title and text, and OK closes it', async () => {
    const onClose = vi.fn();
    const { user } = render(<LabInProgressModal opened onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Lab In Progress' })).toBeTruthy();
    expect(screen.getByText("We're working on this feature. Stay tuned!")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
