import { Button, Chip, Group, Text, Title } from '@mantine/core';
import { commonConditions } from '@/content/conditions';

type Props = { value: string | null; onChange: (condition: string | null) => void };

/** Common conditions; picking one suggests the specialists who treat it. */
export function ConditionChips({ value, onChange }: Props) {
  return (
    <section aria-labelledby="conditions-heading">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} fz={22} id="conditions-heading">
          Common conditions
        </Title>
        {value && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            Clear condition
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm" mb="sm">
        Pick what you need help with and we will suggest the right specialist.
      </Text>
      <Chip.Group multiple={false} value={value ?? ''} onChange={(next) => onChange(next || null)}>
        <Group gap="xs">
          {commonConditions.map((condition) => (
            <Chip key={condition} value={condition} variant="outline">
              {condition}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </section>
  );
}
