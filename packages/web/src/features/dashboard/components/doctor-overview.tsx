import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { StoreLinks } from '@/components/store-links';
import * as companyContent from '@/content/company';
import { NumberedSteps } from './numbered-steps';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardDoctorCatalogue } from '../i18n/doctor.en';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';

export function DoctorOverview() {
  const { company } = useContent(companyContent, 'company');
  const t = useT(dashboardDoctorCatalogue);
  const steps = [
    {
      title: t('install'),
      text: t('install.help'),
    },
    {
      title: t('profile'),
      text: t('profile.help'),
    },
    {
      title: t('hours'),
      text: t('hours.help'),
    },
    {
      title: t('clinics'),
      text: t('clinics.help'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="doctor-next" title={t('next')} gap="md">
        <NumberedSteps steps={steps} />
      </SectionCard>
      <SectionCard id="doctor-app" title={t('app')}>
        <Text>{t('app.help')}</Text>
        <StoreLinks app="doctors" />
        <Text size="sm" c="dimmed">
          {rich(
            t('help', {
              helpline: company.supportPhoneLabel,
              phone: company.supportPhone,
              email: company.supportEmail,
            }),
            {
              phone: (text) => (
                <Anchor href={company.supportPhoneHref}>
                  <Isolate>{text}</Isolate>
                </Anchor>
              ),
              email: (text) => (
                <Anchor href={`mailto:${company.supportEmail}`}>
                  <Isolate>{text}</Isolate>
                </Anchor>
              ),
            },
          )}
        </Text>
      </SectionCard>
    </SimpleGrid>
  );
}
