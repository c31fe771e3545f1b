import '@/components/modal-styles';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { FlaskIcon } from '@/components/icons';
import { messages } from '@/content/messages';

type Props = { opened: boolean; onClose: () => void };

/** Shown by the Lab tile, which has no page yet. */
export default function LabInProgressModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.labInProgressTitle} centered size="sm">
      <Stack align="center" gap="sm" py="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <FlaskIcon width={30} height={30} />
        </ThemeIcon>
        <Text ta="center">{messages.labInProgressText}</Text>
        <Button onClick={onClose}>OK</Button>
      </Stack>
    </Modal>
  );
}
