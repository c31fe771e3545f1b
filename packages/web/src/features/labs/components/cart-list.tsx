import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { labTestPrice } from '@ehp/api-types';
import { formatRs } from '@/lib/format-currency';
import { Isolate } from '@/components/isolate';
import type { LabTest } from '../lib/cart';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';

/** A remove control a thumb can hit: 44 px square (WCAG 2.5.5), named after the test it removes. */
export const REMOVE_SIZE = 44;

/** The chosen tests with their prices, each with its remove control. */
export function CartList({ tests, onRemove }: { tests: LabTest[]; onRemove: (test: LabTest) => void }) {
  const t = useT(labsCatalogue);
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tests.map((test) => (
        <Group key={test.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" style={{ minWidth: 0 }}>
            <Isolate dir="auto">{test.name}</Isolate>
          </Text>
          <Group gap={0} wrap="nowrap">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatRs(labTestPrice(test))}
            </Text>
            <CloseButton
              size={REMOVE_SIZE}
              iconSize={18}
              aria-label={t('cart.remove', { name: test.name })}
              onClick={() => onRemove(test)}
            />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
