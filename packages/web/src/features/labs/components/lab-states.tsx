import { Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import { LoadErrorPage, type RetryableError } from '@/components/load-error-page';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';

/** The page's shape while the lab loads, so nothing jumps when it arrives. */
export function LabSkeleton() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }} aria-busy="true" aria-label="Loading the lab">
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
  return (
    <NoticePage title="Lab not found">
      <Text>
        We could not find this lab. It may have left SehatLink, or the link may be mistyped. Choose a lab from the Labs
        menu at the top of the page, or look for a doctor who can order your tests.
      </Text>
      <FindDoctorActions primary={{ label: 'Go to the home page', to: paths.home }} />
    </NoticePage>
  );
}

export function LabLoadError({ message, onRetry }: RetryableError) {
  return (
    <LoadErrorPage
      title="We could not load this lab"
      alertTitle="Something went wrong"
      message={message}
      onRetry={onRetry}
    />
  );
}
