import { Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import { LoadErrorPage, type RetryableError } from '@/components/load-error-page';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';

/** The page's shape while the lab loads, so nothing jumps when it arrives. */
export function LabSkeleton() {
  const t = useT(labsCatalogue);
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }} role="status" aria-busy="true" aria-label={t('lab.loading')}>
      <Stack gap="xl">
        <MediaSkeleton photo={88} round={false} gap="lg" titleHeight={32} widths={['50%', '30%', '80%']} />
        <Group grow>
          <Skeleton height={150} radius="lg" />
          <Skeleton height={150} radius="lg" />
          <Skeleton height={150} radius="lg" />
        </Group>
        <Skeleton height={240} radius="lg" />
      </Stack>
    </Container>
  );
}

export function LabNotFound() {
  const t = useT(labsCatalogue);
  return (
    <NoticePage title={t('lab.notFound')}>
      <Text>{t('lab.notFoundHelp')}</Text>
      <FindDoctorActions primary={{ label: t('list.all'), to: paths.labs }} />
    </NoticePage>
  );
}

export function LabLoadError({ message, onRetry }: RetryableError) {
  const t = useT(labsCatalogue);
  return <LoadErrorPage title={t('lab.failed')} alertTitle={t('crash')} message={message} onRetry={onRetry} />;
}
