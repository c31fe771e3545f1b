import { lazy, Suspense, useId, useState, type ComponentPropsWithoutRef } from 'react';
import type { DoctorSuggestion } from '@/lib/doctor-suggestions';
import { withQueryClient } from '@/lib/query/query-boundary';
import { useT } from '@/lib/i18n/language-context';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { suggestionsCatalogue } from './i18n/suggestions.en';
import classes from './search-suggestions.module.css';
import { SuggestionOptions } from './suggestion-options';
import { useComboboxKeys } from './use-combobox-keys';
import { useApiLabels } from './use-speciality-names';

// With the page's query client (the home page has none until something asks for one).
const SuggestionsSource = lazy(withQueryClient(() => import('./search-suggestions-source')));

/** The contract's limit on q (lib/doctor-suggestions.ts keeps the request within it too). */
const MAX_LENGTH = 60;
const NONE = { suggestions: [] as DoctorSuggestion[], settledText: '' };

type InputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'role' | 'onKeyDown' | 'type' | 'maxLength'
>;

type Props = InputProps & {
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was chosen (click, tap or Enter on the active one). */
  onChoose: (suggestion: DoctorSuggestion) => void;
};

/**
 * The doctor search box with suggestions as the patient types (specialities, conditions, doctors,
 * also from Roman-Urdu and Urdu words, all from GET /api/doctors/suggestions): the WAI-ARIA combobox
 * pattern (an input with role=combobox and a listbox; the focus stays in the input and
 * aria-activedescendant names the option the arrows reach). Enter with no option active submits the
 * form as before; Escape closes the list, or empties the box when it is closed.
 */
export function SearchSuggestions({ value, onValueChange, onChoose, onBlur, onFocus, ...input }: Props) {
  const t = useT(suggestionsCatalogue);
  const labels = useApiLabels();
  const listId = useId();
  // The combobox's roles, list and status come with hydration: without script there are no
  // suggestions to announce, and the landing pages keep their first round trip (tests/size).
  const live = useAfterHydration();
  // The source (API client and query) loads on the first focus or keystroke, not with the page.
  const [wanted, setWanted] = useState(false);
  const [{ suggestions, settledText }, setResult] = useState(NONE);
  // A list for an older text stays hidden: no option the patient did not ask for can be chosen.
  const current = settledText === value.trim().slice(0, MAX_LENGTH) ? suggestions : [];
  const { open, setOpen, active, expanded, choose, onKeyDown, show } = useComboboxKeys({
    options: current,
    value,
    onValueChange,
    onChoose,
  });
  const optionId = (index: number) => `${listId}-option-${index}`;

  const label = (s: DoctorSuggestion) =>
    s.kind === 'speciality' ? labels.speciality(s.name) : s.kind === 'condition' ? labels.condition(s.name) : s.name;

  return (
    <span className={classes.root}>
      <input
        {...input}
        type="text"
        role={live ? 'combobox' : undefined}
        aria-autocomplete={live ? 'list' : undefined}
        aria-expanded={live ? expanded : undefined}
        aria-controls={live ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={MAX_LENGTH}
        value={value}
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
          setWanted(true);
          show(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          setWanted(true);
          setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          show(false);
          onBlur?.(event);
        }}
      />
      {live && (
        <ul id={listId} role="listbox" aria-label={t('label')} className={classes.list} hidden={!expanded}>
          {expanded && (
            <SuggestionOptions options={current} active={active} optionId={optionId} label={label} onChoose={choose} />
          )}
        </ul>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <SuggestionsSource text={value} onResult={setResult} />
        </Suspense>
      )}
      {live && (
        <span role="status" className={classes.status}>
          {open && settledText ? (current.length ? t('count', { count: current.length }) : t('none')) : ''}
        </span>
      )}
    </span>
  );
}
