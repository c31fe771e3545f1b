import type { DoctorSuggestion } from '@/lib/doctor-suggestions';
import { useT } from '@/lib/i18n/language-context';
import { suggestionsCatalogue } from './i18n/suggestions.en';
import classes from './search-suggestions.module.css';

type Props = {
  options: DoctorSuggestion[];
  active: number;
  optionId: (index: number) => string;
  /** The suggestion's name in the page's language. */
  label: (suggestion: DoctorSuggestion) => string;
  onChoose: (suggestion: DoctorSuggestion) => void;
};

/** The doctor search's suggestions, as the listbox's options: name, kind, and the word it matched. */
export function SuggestionOptions({ options, active, optionId, label, onChoose }: Props) {
  const t = useT(suggestionsCatalogue);
  return options.map((s, index) => (
    <li
      key={`${s.kind}-${s.pmdc ?? s.name}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={classes.option}
      // The input keeps the focus (and the list stays open) while an option is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(s)}
    >
      <span className={classes.name} dir={s.kind === 'doctor' ? 'auto' : undefined}>
        {label(s)}
      </span>
      <span className={classes.kind}>
        {t(s.kind)}
        {s.matched && s.matched !== label(s) ? (
          <>
            {' '}
            · <bdi dir="auto">{s.matched}</bdi>
          </>
        ) : null}
      </span>
    </li>
  ));
}
