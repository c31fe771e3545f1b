import '@/components/modal-styles';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { FlaskIcon } from '@/components/icons';

type Props = { opened: boolean; onClose: () => void };

/** Shown by the Lab tile, which has no page yet. */
export default function LabInProgressModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Lab In Progress" centered size="sm">
      <Stack align="center" gap="sm" py="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <FlaskIcon width={30} height={30} />
        </ThemeIcon>
        <Text ta="center">We're working on this feature. Stay tuned!</Text>
        <Button onClick={onClose}>OK</Button>
      </Stack>
    </Modal>
  );
}
