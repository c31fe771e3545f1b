import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Isolate } from '@/components/isolate';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import { useContent, useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

/** Support phone, e-mail and the Payment Policy: on every state of the checkout. */
export function CheckoutHelp() {
  const { company } = useContent(companyContent, 'company');
  const t = useT(paymentCatalogue);
  return (
    <Text size="sm" c="dimmed">
      {company.supportPhoneLabel}:{' '}
      <Anchor href={company.supportPhoneHref} fw={600}>
        <Isolate>{company.supportPhone}</Isolate>
      </Anchor>{' '}
      ·{' '}
      <Anchor href={`mailto:${company.supportEmail}`}>
        <Isolate>{company.supportEmail}</Isolate>
      </Anchor>{' '}
      {t('readOur')}{' '}
      <Anchor component={Link} to={paths.privacy.paymentPolicy}>
        {t('paymentPolicy')}
      </Anchor>
      .
    </Text>
  );
}
