import { Text } from '@mantine/core';
import { useSlowWait } from '@/lib/use-slow-wait';
import { useT } from '@/lib/i18n/language-context';
import { networkCatalogue } from './i18n/network.en';

/**
 * Beside a button that waits for the server: after 10 s it says the connection is slow, so a long
 * spinner never reads as a page that stopped working. Announced politely; empty until then.
 */
export function SlowNote({ waiting, inline = false }: { waiting: boolean; inline?: boolean }) {
  const t = useT(networkCatalogue);
  const slow = useSlowWait(waiting);
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" component={inline ? 'span' : 'p'} m={0}>
      {slow ? t('slow.wait') : null}
    </Text>
  );
}
