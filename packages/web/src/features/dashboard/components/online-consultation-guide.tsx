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
      <SectionCard id="how-calls-work" title={t('how')}>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>{t('how.1')}</List.Item>
          <List.Item>{t('how.2')}</List.Item>
          <List.Item>{t('how.3', { seconds: ringSeconds })}</List.Item>
          <List.Item>{t('how.4')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="call-tips" title={t('tips')}>
        <List spacing="xs" size="sm">
          <List.Item>{t('tips.network')}</List.Item>
          <List.Item>{t('tips.room')}</List.Item>
          <List.Item>{t('tips.history')}</List.Item>
          <List.Item>{t('tips.dropped')}</List.Item>
        </List>
      </SectionCard>
    </SimpleGrid>
  );
}
