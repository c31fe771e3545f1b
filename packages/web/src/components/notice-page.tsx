import { Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';

type Props = {
  title: string;
  children: ReactNode;
  /** 'plain': on the page; 'card': in a bordered card; 'raised': a raised card with a larger heading. */
  look?: 'plain' | 'card' | 'raised';
};

/** A short page that only explains something (not found, signed out, invalid link) and where to go next. */
export function NoticePage({ title, children, look = 'card' }: Props) {
  const raised = look === 'raised';
  const body = (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz={raised ? { base: 26, sm: 30 } : undefined}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      {look === 'plain' ? (
        body
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow={raised ? 'sm' : undefined}>
          {body}
        </Paper>
      )}
    </Container>
  );
}

/** The page's own next step, with finding a doctor beside it. */
export function FindDoctorActions({ primary }: { primary: { label: string; to: string } }) {
  const t = useT(commonCatalogue);
  return (
    <Group gap="sm">
      <Button component={Link} to={primary.to}>
        {primary.label}
      </Button>
      <Button component={Link} to={paths.doctorsSearch} variant="light">
        {t('notFound.doctor')}
      </Button>
    </Group>
  );
}
