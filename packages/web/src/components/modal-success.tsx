import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import { useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';

type Props = { title: string; children: ReactNode; onClose: () => void };

/** What a request modal shows in place of its form once the request is in. */
export function ModalSuccess({ title, children, onClose }: Props) {
  const t = useT(commonCatalogue);
  return (
    <Stack align="center" gap="sm" py="md" role="status">
      <ThemeIcon size={56} radius="xl" color="brand">
        <CheckIcon width={30} height={30} />
      </ThemeIcon>
      <Title order={3} ta="center">
        {title}
      </Title>
      <Text ta="center" c="gray.7">
        {children}
      </Text>
      <Button onClick={onClose} mt="sm">
        {t('close')}
      </Button>
    </Stack>
  );
}
