import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatRs } from '@/lib/format-currency';
import { cartProblem, cartSavings, cartTotal, type LabTest } from '../lib/cart';
import { CartList } from './cart-list';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';

type Props = {
  tests: LabTest[];
  onRemove: (test: LabTest) => void;
  /** Shown until the booking form is open. */
  onContinue?: () => void;
};

/** The chosen tests with their total in Rs., and the way on to the booking form. */
export function CartSummary({ tests, onRemove, onContinue }: Props) {
  const t = useT(labsCatalogue);
  const total = cartTotal(tests);
  const savings = cartSavings(tests);
  const problem = tests.length > 0 ? cartProblem(tests) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="cart-heading">
      <Title order={2} fz={20} id="cart-heading">
        {t('cart', { count: tests.length })}
      </Title>
      {tests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cart.help')}
        </Text>
      ) : (
        <CartList tests={tests} onRemove={onRemove} />
      )}
      <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700} fz="lg" data-testid="cart-total">
          {formatRs(total)}
        </Text>
      </Group>
      {savings > 0 && (
        <Text size="sm" c="teal.8">
          {t('cart.save', { amount: formatRs(savings) })}
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
            ? t('cart.empty')
            : t('cart.continue', { length: tests.length, s: tests.length === 1 ? '' : 's' })}
        </Button>
      )}
    </Stack>
  );
}
