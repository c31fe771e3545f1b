import { Button, Group } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchSuggestions } from '@/components/search-suggestions';
import { doctorProfilePath } from '@/config/paths';
import type { DoctorSuggestion } from '@/lib/doctor-suggestions';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';
import type { FinderUpdate } from './use-finder-state';
import classes from './name-search.module.css';

type Props = { value: string | null; update: FinderUpdate };

/**
 * Search by name on Enter or the button, not on every keystroke: each search is a request and a
 * new URL. While typing, suggestions (GET /api/doctors/suggestions) offer specialities, conditions
 * and doctors: a speciality or condition sets that filter (and clears the name), a doctor opens the
 * profile. The parent keys this by the current value, so clearing filters empties the field too.
 */
export function NameSearch({ value, update }: Props) {
  const t = useT(doctorsSearchCatalogue);
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null });
  };
  const choose = (suggestion: DoctorSuggestion) => {
    if (suggestion.kind === 'doctor') {
      if (suggestion.pmdc) navigate(doctorProfilePath(suggestion.pmdc));
      return;
    }
    setText('');
    update(
      suggestion.kind === 'speciality'
        ? { speciality: suggestion.name, q: null }
        : { condition: suggestion.name, q: null },
    );
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('byName')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <label htmlFor={id} className={classes.label}>
            {t('byName.label')}
          </label>
          <SearchSuggestions
            id={id}
            className={classes.input}
            placeholder={t('byName.example')}
            value={text}
            onValueChange={setText}
            onChoose={choose}
          />
        </div>
        <Button type="submit" variant="light" h={44}>
          {t('search')}
        </Button>
      </Group>
    </form>
  );
}
