import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { DoctorSuggestionKind } from '@ehp/api-types';
import { stubApi } from '@/test/api-stand-in';
import { render, screen, waitFor } from '@/test/render';
import { WAIT } from '@/test/wait';
import type { DoctorSuggestion } from '@/lib/doctor-suggestions';
import { SearchSuggestions } from './search-suggestions';

const SUGGEST = 'GET /api/doctors/suggestions';
const dil: DoctorSuggestion[] = [
  { kind: DoctorSuggestionKind.speciality, name: 'Cardiologist', matched: 'dil' },
  { kind: DoctorSuggestionKind.condition, name: 'Heart disease', matched: 'dil ki bimari' },
];

function Box({ onChoose }: { onChoose: (s: DoctorSuggestion) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="q">Search</label>
      <SearchSuggestions id="q" value={text} onValueChange={setText} onChoose={onChoose} />
    </>
  );
}

describe('SearchSuggestions', () => {
  it('when "dil" is typed, then one request asks for it and Cardiologist is offered; arrows and Enter choose it', async () => {
    const api = stubApi({ [SUGGEST]: { body: { message: 'OK', data: { suggestions: dil } } } });
    const onChoose = vi.fn();
    const { user } = render(<Box onChoose={onChoose} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'dil');
    const option = await screen.findByRole('option', { name: /Cardiologist/ }, WAIT);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    // Debounced (lib/doctor-suggestions.isolated.test.ts proves one request per pause with a fake clock): on a
    // busy machine a keystroke may come after the pause, so here only what was asked is checked.
    const asked = api.callsTo(SUGGEST).map((c) => c.query.get('q'));
    expect(asked.at(-1)).toBe('dil');
    expect(asked.every((q) => q !== null && 'dil'.startsWith(q))).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(dil[0]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('when Escape is pressed, then the list closes, and a second Escape empties the box', async () => {
    stubApi({ [SUGGEST]: { body: { message: 'OK', data: { suggestions: dil } } } });
    const { user } = render(<Box onChoose={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    await user.type(box, 'dil');
    await screen.findByRole('option', { name: /Cardiologist/ }, WAIT);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    await user.keyboard('{Escape}');
    expect(box.value).toBe('');
  });
});
