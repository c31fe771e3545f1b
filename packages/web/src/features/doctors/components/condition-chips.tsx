import { Button, Chip, Group, Text, Title } from '@mantine/core';
import * as conditionsContent from '@/content/conditions';
import { useContent, useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';
import { useApiLabels } from '@/components/use-speciality-names';

type Props = { value: string | null; onChange: (condition: string | null) => void };

/** Common conditions; picking one suggests the specialists who treat it. */
export function ConditionChips({ value, onChange }: Props) {
  const labels = useApiLabels();
  const { commonConditions } = useContent(conditionsContent, 'conditions');
  const t = useT(doctorsSearchCatalogue);
  return (
    <section aria-labelledby="conditions-heading">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} fz={22} id="conditions-heading">
          {t('conditions')}
        </Title>
        {value && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            {t('conditions.clear')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm" mb="sm">
        {t('conditions.help')}
      </Text>
      <Chip.Group multiple={false} value={value ?? ''} onChange={(next) => onChange(next || null)}>
        <Group gap="xs">
          {commonConditions.map((condition) => (
            <Chip key={condition} value={condition} variant="outline">
              {labels.condition(condition)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </section>
  );
}
