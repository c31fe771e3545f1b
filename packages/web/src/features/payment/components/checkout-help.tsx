import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Isolate } from '@/components/isolate';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import { useContent, useT } from '@/lib/i18n/language-context';
import { rich } from '@/lib/i18n/translations';
import { paymentCatalogue } from '../i18n/en';

/** Support phone, e-mail and the Payment Policy: on every state of the checkout. */
export function CheckoutHelp() {
  const { company } = useContent(companyContent, 'company');
  const t = useT(paymentCatalogue);
  return (
    <Text size="sm" c="dimmed">
      {rich(
        t('help', {
          helpline: company.supportPhoneLabel,
          phone: company.supportPhone,
          email: company.supportEmail,
        }),
        {
          phone: (text) => (
            <Anchor href={company.supportPhoneHref} fw={600}>
              <Isolate>{text}</Isolate>
            </Anchor>
          ),
          email: (text) => (
            <Anchor href={`mailto:${company.supportEmail}`}>
              <Isolate>{text}</Isolate>
            </Anchor>
          ),
          policy: (text) => (
            <Anchor component={Link} to={paths.privacy.paymentPolicy}>
              {text}
            </Anchor>
          ),
        },
      )}
    </Text>
  );
}
