import { Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import { Link } from 'react-router-dom';
import { LoadErrorPage, type RetryableError } from '@/components/load-error-page';
import { NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-meta';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const t = useT(doctorsProfileCatalogue);
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }} role="status" aria-busy="true" aria-label={t('loading')}>
      <Stack gap="xl">
        <MediaSkeleton photo={96} gap="lg" align="flex-start" titleHeight={32} widths={['50%', '30%', '60%', '40%']} />
        <Skeleton height={320} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    </Container>
  );
}

export function DoctorNotFound() {
  const t = useT(doctorsProfileCatalogue);
  usePageTitle(t('notFound'));
  return (
    <NoticePage title={t('notFound')}>
      <Text>{t('notFound.help')}</Text>
      <Button component={Link} to={paths.doctorsSearch}>
        {t('notFound.search')}
      </Button>
    </NoticePage>
  );
}

export function ProfileLoadError({ message, onRetry, retrying }: RetryableError) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  return (
    <LoadErrorPage
      title={t('loadFailed')}
      alertTitle={t('crash')}
      message={message}
      onRetry={onRetry}
      retrying={retrying}
      retryLabel={common('retry')}
    />
  );
}
