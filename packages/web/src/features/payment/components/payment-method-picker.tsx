import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { isPaymentMethod, paymentMethodOrder, paymentMethods, type PaymentMethod } from '../lib/payment-methods';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

type Props = {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  error?: string;
};

/** JazzCash, Easypaisa or a card, as large radio cards (arrow keys move between them). */
export function PaymentMethodPicker({ value, onChange, error }: Props) {
  const t = useT(paymentCatalogue);
  return (
    <Radio.Group
      name="payment-method"
      label={t('method')}
      value={value}
      onChange={(next) => isPaymentMethod(next) && onChange(next)}
      error={error}
      styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 700 } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
        {paymentMethodOrder.map((method) => {
          const copy = paymentMethods[method];
          return (
            <Radio.Card
              key={method}
              value={method}
              radius="md"
              p="md"
              style={{
                borderColor: value === method ? 'var(--mantine-color-brand-7)' : undefined,
                background: value === method ? 'var(--mantine-color-brand-0)' : undefined,
              }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator aria-hidden />
                <div>
                  <Text fw={700}>{copy.label}</Text>
                  <Text size="sm" c="dimmed">
                    {copy.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
