import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { pakistanDate } from '@ehp/api-types';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/api';
import { doctorReviewsQueryOptions, REVIEWS_PAGE_SIZE } from '../api/doctor-queries';
import { formatDateWithYear } from '../lib/dates';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

function Stars({ rating }: { rating: number }) {
  const common = useT(doctorsCatalogue);
  return (
    <Text size="sm" c="yellow.8" component="span">
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" style={{ color: 'var(--mantine-color-gray-4)' }}>
        {'★'.repeat(5 - rating)}
      </span>
      <VisuallyHidden>{common('rating', { rating })}</VisuallyHidden>
    </Text>
  );
}

/** Patients' reviews, newest first; 'Show more reviews' adds the next page below the ones already read. */
export function DoctorReviews({ pmdc, reviewCount }: { pmdc: string; reviewCount: number }) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => doctorReviewsQueryOptions(pmdc, i + 1)),
  });
  const reviews = pages.flatMap((page) => page.data?.data.reviews ?? []);
  const total = pages[0]?.data?.data.total ?? reviewCount;
  const loading = pages.some((page) => page.isPending);
  const failed = pages.find((page) => page.isError);

  return (
    <SectionCard id="reviews-heading" title={t('reviews', { total })}>
      {total === 0 && !loading && <Text>{t('reviews.none')}</Text>}
      {reviews.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((review, i) => (
            <Stack
              gap={2}
              component="li"
              key={review.id}
              pt={i > 0 ? 'sm' : 0}
              style={{ borderTop: i > 0 ? '1px solid var(--mantine-color-gray-3)' : undefined }}
            >
              <Group gap="xs">
                <Text fw={600} size="sm" dir="auto">
                  {review.patient_name}
                </Text>
                <Stars rating={review.rating} />
                <Text size="xs" c="dimmed">
                  <time dateTime={review.created_at}>
                    {formatDateWithYear(pakistanDate(Date.parse(review.created_at)))}
                  </time>
                </Text>
              </Group>
              <Text size="sm" dir="auto">
                {review.comment}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {loading && <Skeleton height={60} aria-label={t('reviews.loading')} />}
      {failed && (
        <ErrorAlert title={t('reviews.failed')}>
          <Group gap="sm">
            <Text size="sm">{errorMessage(failed.error)}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={() => void failed.refetch()}>
              {common('retry')}
            </Button>
          </Group>
        </ErrorAlert>
      )}
      {!loading && !failed && pageCount * REVIEWS_PAGE_SIZE < total && (
        <Button variant="light" w="fit-content" onClick={() => setPageCount((n) => n + 1)}>
          {t('reviews.more')}
        </Button>
      )}
    </SectionCard>
  );
}
