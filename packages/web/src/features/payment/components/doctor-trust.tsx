import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { doctorTrustQueryOptions } from '../api/doctor-trust';
import { boldIsolated } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

/** Why this doctor can be trusted: PMDC-verified registration and the patients' rating. */
export function DoctorTrust({ pmdc }: { pmdc: string }) {
  const t = useT(paymentCatalogue);
  // The rating is a nicety: while it loads or when it fails, the badge stands alone.
  const trust = useQuery(doctorTrustQueryOptions(pmdc));
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="teal" c="#065f46" tt="none" size="lg" radius="sm">
        <span aria-hidden="true">✓ </span>
        {rich(t('pmdcVerified', { pmdc }), { pmdc: (text) => <bdi>{text}</bdi> })}
      </Badge>
      {trust.data && trust.data.reviews > 0 && (
        <Text size="sm">
          <span aria-hidden="true" style={{ color: 'var(--mantine-color-yellow-8)' }}>
            ★{' '}
          </span>
          {rich(t('reviewCount', { rating: trust.data.rating.toFixed(1), count: trust.data.reviews }), {
            hidden: (text) => <VisuallyHidden>{text}</VisuallyHidden>,
            b: boldIsolated,
          })}
        </Text>
      )}
    </Group>
  );
}
