import '@/components/modal-styles';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { FlaskIcon } from '@/components/icons';
import { messages } from '@/content/messages';
import { useT } from '@/lib/i18n/language-context';
import { labInProgressCatalogue } from '../i18n/en';

type Props = { opened: boolean; onClose: () => void };

/** Shown by the Lab tile, which has no page yet. */
export default function LabInProgressModal({ opened, onClose }: Props) {
  const t = useT(labInProgressCatalogue);
  return (
    <Modal opened={opened} onClose={onClose} title={messages['labs.soonTitle']} centered size="sm">
      <Stack align="center" gap="sm" py="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <FlaskIcon width={30} height={30} />
        </ThemeIcon>
        <Text ta="center">{messages['labs.soonText']}</Text>
        <Button onClick={onClose}>{t('ok')}</Button>
      </Stack>
    </Modal>
  );
}
