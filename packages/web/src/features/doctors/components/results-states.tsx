import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import { ErrorAlert } from '@/components/error-alert';
import type { RetryableError } from '@/components/load-error-page';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsSearchCatalogue } from '../i18n/search.en';

/** Cards in the shape of results, so the list does not jump when they arrive. */
export function ResultsSkeleton() {
  const t = useT(doctorsSearchCatalogue);
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="lg" p="lg">
          <MediaSkeleton photo={72} gap="md" align="flex-start" titleHeight={20} widths={['55%', '35%', '70%']} />
          <Group justify="space-between" mt="md">
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" />
              <Skeleton height={14} width="30%" />
            </Stack>
            <Skeleton height={36} width={150} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

type EmptyProps = {
  /** The search in words, e.g. 'a Cardiologist for an in-clinic visit, in Lahore'. */
  summary: string;
  /** Set when a city narrows the search: one click widens it to every city. */
  onAnyCity: (() => void) | null;
  /** Set when any filter is on. */
  onClearFilters: (() => void) | null;
};

/** No doctor matches: say what was searched and offer the widest next step in one click. */
export function NoResults({ summary, onAnyCity, onClearFilters }: EmptyProps) {
  const t = useT(doctorsSearchCatalogue);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={3} fz={18}>
          {t('none')}
        </Title>
        <Text>{t('none.help', { summary })}</Text>
        <Group gap="sm">
          {onAnyCity && (
            <Button variant="light" onClick={onAnyCity}>
              {t('anyCity')}
            </Button>
          )}
          {onClearFilters && <Button onClick={onClearFilters}>{t('clearFilters')}</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A page number past the last page (an old link): the search itself still has results. */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  const t = useT(doctorsSearchCatalogue);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t('pastLast')}</Text>
        <Button variant="light" onClick={onFirstPage}>
          {t('pastLast.first')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function ResultsError({ message, onRetry, retrying }: RetryableError) {
  const t = useT(doctorsSearchCatalogue);
  const common = useT(doctorsCatalogue);
  return (
    <ErrorAlert title={t('loadFailed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-md" variant="white" color="red" onClick={onRetry} loading={retrying}>
          {common('retry')}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
