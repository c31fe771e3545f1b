import { Badge, List, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { toneTextColor } from '@/components/tone-colors';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import { useCallReadiness } from '../lib/use-call-readiness';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';
import { bold, rich } from '@/lib/i18n/translations';

const ringSeconds = INCOMING_CALL_DISMISS_MS / 1000;

/** Explains that online appointments ring on this page, and whether the page is ready to ring. */
export function IncomingCallsPanel() {
  const t = useT(patientCatalogue);
  const readiness = useCallReadiness();
  return (
    <SectionCard
      id="video-calls"
      title={t('calls')}
      aside={
        <Badge
          color={readiness === 'ready' ? 'teal' : 'gray'}
          c={readiness === 'ready' ? toneTextColor('teal') : undefined}
          variant="light"
          role="status"
        >
          {readiness === 'ready' ? t('calls.ready') : t('calls.connecting')}
        </Badge>
      }
    >
      <Text>{rich(t('calls.intro'), { b: bold })}</Text>
      <Text fw={600}>{t('ring')}</Text>
      <List spacing={4} size="sm">
        <List.Item>{t('ring.1')}</List.Item>
        <List.Item>{t('ring.2')}</List.Item>
        <List.Item>{t('ring.3', { seconds: ringSeconds })}</List.Item>
      </List>
      <Text fw={600}>{t('before')}</Text>
      <List spacing={4} size="sm">
        <List.Item>{t('before.pageOpen')}</List.Item>
        <List.Item>{t('before.network')}</List.Item>
        <List.Item>{t('before.papers')}</List.Item>
      </List>
    </SectionCard>
  );
}
