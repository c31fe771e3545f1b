import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';

const MAX_LENGTH = 80;

type Props = { value: string | null; onSearch: (q: string | null) => void };

/**
 * Search by name on Enter or the button, not on every keystroke: each search is a request and a
 * new URL. The parent keys this by the current value, so clearing filters empties the field too.
 */
export function NameSearch({ value, onSearch }: Props) {
  const t = useT(doctorsSearchCatalogue);
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || null);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('doctorsByName')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('doctorName')}
          placeholder={t('eGImranQureshi')}
          value={text}
          maxLength={MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light">
          {t('search')}
        </Button>
      </Group>
    </form>
  );
}
