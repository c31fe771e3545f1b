import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { labTestPrice } from '@ehp/api-types';
import { formatRs } from '@/lib/format-currency';
import { cartProblem, cartSavings, cartTotal, type LabTest } from '../lib/cart';

type Props = {
  tests: LabTest[];
  onRemove: (test: LabTest) => void;
  /** Shown until the booking form is open. */
  onContinue?: () => void;
};

/** The chosen tests with their total in Rs., and the way on to the booking form. */
export function CartSummary({ tests, onRemove, onContinue }: Props) {
  const total = cartTotal(tests);
  const savings = cartSavings(tests);
  const problem = tests.length > 0 ? cartProblem(tests) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="cart-heading">
      <Title order={2} fz={20} id="cart-heading">
        Your tests ({tests.length})
      </Title>
      {tests.length === 0 ? (
        <Text size="sm" c="dimmed">
          Tick the tests you need. Your doctor&apos;s prescription lists them by name.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tests.map((test) => (
            <Group key={test.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }}>
                {test.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatRs(labTestPrice(test))}
                </Text>
                <CloseButton size="sm" aria-label={`Remove ${test.name}`} onClick={() => onRemove(test)} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="lg" data-testid="cart-total">
          {formatRs(total)}
        </Text>
      </Group>
      {savings > 0 && (
        <Text size="sm" c="teal.8">
          You save {formatRs(savings)} with this lab&apos;s discounts.
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      {onContinue && (
        <Button onClick={onContinue} disabled={tests.length === 0 || problem !== null} fullWidth>
          {tests.length === 0
            ? 'Choose tests to continue'
            : `Continue to book ${tests.length} test${tests.length === 1 ? '' : 's'}`}
        </Button>
      )}
    </Stack>
  );
}
