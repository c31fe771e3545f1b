import { Text, VisuallyHidden } from '@mantine/core';
import { formatHold, holdAnnouncement } from '../lib/hold-countdown';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

/**
 * 'Slot held for 09:41', ticking each second. The visible timer is not a live region (a screen
 * reader would read it every second); a hidden polite region speaks only at a few marks.
 */
export function HoldCountdown({ seconds }: { seconds: number }) {
  const t = useT(paymentCatalogue);
  return (
    <div>
      <Text fw={700} role="timer">
        {rich(t('hold', { time: formatHold(seconds) }), {
          time: (text) => (
            <Text span ff="monospace" fw={700} fz="lg">
              <Isolate>{text}</Isolate>
            </Text>
          ),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('hold.help')}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {holdAnnouncement(seconds)}
      </VisuallyHidden>
    </div>
  );
}
