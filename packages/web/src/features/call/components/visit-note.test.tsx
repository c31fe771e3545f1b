import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { VisitNote } from './visit-note';

describe('VisitNote', () => {
  it('when a returning patient gave a reason, then the row says returning and shows the reason as typed', () => {
    render(<VisitNote reason="Chest pain for two days" returning />);
    expect(screen.getByText('Returning patient')).toBeTruthy();
    expect(screen.getByText('Reason for visit:')).toBeTruthy();
    expect(screen.getByText('Chest pain for two days').getAttribute('dir')).toBe('auto');
  });

  it('when a new patient gave no reason, then only "New patient" shows', () => {
    render(<VisitNote reason={null} returning={false} />);
    expect(screen.getByText('New patient')).toBeTruthy();
    expect(screen.queryByText('Reason for visit:')).toBeNull();
  });
});
