import { expect, vi } from 'vitest';
import { screen } from '@/test/render';
import { WAIT } from '@/test/wait';

/**
 * The date and time fields once the form has chosen its first day and time. The fields show as
 * soon as the times arrive, empty, and WhenFields picks the defaults in an effect a moment later:
 * finding the fields alone raced that effect on a loaded machine (CI, 2026-11-28).
 */
export function findChosenWhen(dateName: RegExp = /^Date/, timeName: RegExp = /^Time/) {
  return vi.waitFor(() => {
    const date = screen.getByRole('combobox', { name: dateName }) as HTMLSelectElement;
    const time = screen.getByRole('combobox', { name: timeName }) as HTMLSelectElement;
    expect(date.value).not.toBe('');
    expect(time.value).not.toBe('');
    return { date, time };
  }, WAIT);
}
