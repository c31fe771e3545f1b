import { Badge, Stack, Text, Title } from '@mantine/core';

export const ONLINE_TITLE = 'Online Consultation';
export const IN_CLINIC_TITLE = 'Find a Doctor';

/** The page's h1 and promise, which follow the mode. */
export function FinderIntro({ online }: { online: boolean }) {
  return (
    <Stack gap={6}>
      <Badge variant="light" w="fit-content">
        {online ? 'Video consultation from home' : 'In-clinic appointment'}
      </Badge>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {online ? ONLINE_TITLE : IN_CLINIC_TITLE}
      </Title>
      <Text c="dimmed" maw={720}>
        {online
          ? 'See a PMDC-registered specialist by video call, without travelling or waiting rooms. Compare fees and reviews, pick a time and book.'
          : 'Find PMDC-registered doctors at clinics and hospitals across Pakistan. Compare fees, experience and reviews, then book your visit.'}
      </Text>
    </Stack>
  );
}
