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
      title: t('installTheSehatlinkDoctorApp'),
      text: t('consultationsYourAppointmentListAnd'),
    },
    {
      title: t('completeYourProfile'),
      text: t('addYourPhotoQualificationsExperience'),
    },
    {
      title: t('setYourOnlineHours'),
      text: t('chooseTheDaysAndTimes'),
    },
    {
      title: t('linkYourClinics'),
      text: t('clinicsOnSehatlinkAddYou'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="doctor-next" title={t('whatToDoNext')} gap="md">
        <NumberedSteps steps={steps} />
      </SectionCard>
      <SectionCard id="doctor-app" title={t('theSehatlinkDoctorApp')}>
        <Text>{t('takeVideoConsultationsSeeToday')}</Text>
        <StoreLinks app="doctors" />
        <Text size="sm" c="dimmed">
          {rich(
            t('questionsAboutPayoutsYourProfile', {
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
