import { Badge, Button, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useApiLabels } from '@/components/use-speciality-names';
import { useT } from '@/lib/i18n/language-context';
import { rich } from '@/lib/i18n/translations';
import { doctorsSearchCatalogue } from '../i18n/search.en';

type FiltersButtonProps = { ref: Ref<HTMLButtonElement>; count: number; onClick: () => void };

/** On a phone, the button that opens the filters drawer, with how many filters are on. */
export function FiltersButton({ ref, count, onClick }: FiltersButtonProps) {
  const t = useT(doctorsSearchCatalogue);
  return (
    <Button
      ref={ref}
      hiddenFrom="sm"
      variant="default"
      onClick={onClick}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle aria-label={t('filters.on', { activeFilters: count })}>
            {count}
          </Badge>
        ) : undefined
      }
    >
      {t('filters.open')}
    </Button>
  );
}

/** Under the condition chips: the specialities patients with the chosen condition usually see. */
export function ConditionNote({ condition, suggested }: { condition: string; suggested: readonly string[] }) {
  const t = useT(doctorsSearchCatalogue);
  const labels = useApiLabels();
  return (
    <Text role="status">
      {rich(
        t('conditions.usual', {
          condition: labels.condition(condition),
          specialities: labels.list(suggested.map(labels.speciality)),
        }),
        { b: (text) => <strong>{text}</strong> },
      )}
    </Text>
  );
}
