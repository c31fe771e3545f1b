import { Badge, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';

/** The page's h1 and promise, which follow the mode. */
export function FinderIntro({ online }: { online: boolean }) {
  const t = useT(doctorsSearchCatalogue);
  return (
    <Stack gap={6}>
      <Badge variant="light" w="fit-content">
        {online ? t('intro.online') : t('intro.clinic')}
      </Badge>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {online ? t('title.online') : t('title')}
      </Title>
      <Text c="dimmed" maw={720}>
        {online ? t('intro.onlineHelp') : t('intro.clinicHelp')}
      </Text>
    </Stack>
  );
}
