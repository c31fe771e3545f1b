import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { StoreLinks } from '@/components/store-links';
import { company } from '@/content/company';
import { NumberedSteps } from './numbered-steps';
import { useT } from '@/lib/i18n/language-context';
import { dashboardCatalogue } from '../i18n/en';

const steps = [
  {
    title: 'Install the SehatLink doctor app',
    text: 'Consultations, your appointment list and e-prescriptions are in the app. Sign in there with your PMDC number and password.',
  },
  {
    title: 'Complete your profile',
    text: 'Add your photo, qualifications, experience and consultation fee. A complete profile helps patients choose you.',
  },
  {
    title: 'Set your online hours',
    text: 'Choose the days and times you take video consultations. Patients can only book the slots you open.',
  },
  {
    title: 'Link your clinics',
    text: 'Clinics on SehatLink add you with your PMDC number, so their in-clinic appointments appear in the same app.',
  },
];

export function DoctorOverview() {
  const t = useT(dashboardCatalogue);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="doctor-next" title={t('whatToDoNext')} gap="md">
        <NumberedSteps steps={steps} />
      </SectionCard>
      <SectionCard id="doctor-app" title={t('theSehatlinkDoctorApp')}>
        <Text>{t('takeVideoConsultationsSeeToday')}</Text>
        <StoreLinks app="doctors" />
        <Text size="sm" c="dimmed">
          {t('questionsAboutPayoutsYourProfile')} {company.supportPhoneLabel}:{' '}
          <Anchor href={company.supportPhoneHref}>{company.supportPhone}</Anchor> {t('or')}{' '}
          <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor>.
        </Text>
      </SectionCard>
    </SimpleGrid>
  );
}
