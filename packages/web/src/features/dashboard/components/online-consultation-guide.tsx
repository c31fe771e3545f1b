import { List, SimpleGrid } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import { useT } from '@/lib/i18n/language-context';
import { dashboardDoctorCatalogue } from '../i18n/doctor.en';

const ringSeconds = INCOMING_CALL_DISMISS_MS / 1000;

/** How an online consultation runs from the doctor's side. */
export function OnlineConsultationGuide() {
  const t = useT(dashboardDoctorCatalogue);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="how-calls-work" title={t('howOnlineConsultationsWork')}>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>{t('aPatientBooksOneOf')}</List.Item>
          <List.Item>{t('atTheBookedTimeOpen')}</List.Item>
          <List.Item>{t('thePatientSPhoneOr', { seconds: ringSeconds })}</List.Item>
          <List.Item>{t('afterTheCallWriteThe')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="call-tips" title={t('forASmoothCall')}>
        <List spacing="xs" size="sm">
          <List.Item>{t('useWiFiOrA')}</List.Item>
          <List.Item>{t('sitInAQuietWell')}</List.Item>
          <List.Item>{t('reviewThePatientSHistory')}</List.Item>
          <List.Item>{t('ifTheLineDropsCall')}</List.Item>
        </List>
      </SectionCard>
    </SimpleGrid>
  );
}
