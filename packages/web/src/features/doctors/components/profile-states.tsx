import { Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import { Link } from 'react-router-dom';
import { LoadErrorPage, type RetryableError } from '@/components/load-error-page';
import { NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-meta';

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }} aria-busy="true" aria-label="Loading the doctor's profile">
      <Stack gap="xl">
        <MediaSkeleton photo={96} gap="lg" align="flex-start" titleHeight={32} widths={['50%', '30%', '60%', '40%']} />
        <Skeleton height={320} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    </Container>
  );
}

export function DoctorNotFound() {
  usePageTitle('Doctor not found');
  return (
    <NoticePage title="Doctor not found">
      <Text>
        We could not find this doctor. The link may be mistyped, or the doctor may no longer take bookings on SehatLink.
        Search again to find another PMDC-registered doctor.
      </Text>
      <Button component={Link} to={paths.doctorsSearch}>
        Search for a doctor
      </Button>
    </NoticePage>
  );
}

export function ProfileLoadError({ message, onRetry, retrying }: RetryableError) {
  return (
    <LoadErrorPage
      title="We could not load this doctor"
      alertTitle="Something went wrong"
      message={message}
      onRetry={onRetry}
      retrying={retrying}
      retryLabel="Retry"
    />
  );
}
