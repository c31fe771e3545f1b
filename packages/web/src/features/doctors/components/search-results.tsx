import { Group, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '@/lib/format-currency';
import { pakistanDate } from '@ehp/api-types';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import * as citiesContent from '@/content/cities';
import { errorMessage } from '@/lib/api';
import { doctorSearchQueryOptions } from '../api/doctor-queries';
import { countActiveFilters, type FinderState } from '../lib/finder-params';
import { toSearchQuery } from '../lib/search-query';
import { describeSearch } from '../lib/search-summary';
import { DoctorCard } from './doctor-card';
import { NoResults, PastLastPage, ResultsError, ResultsSkeleton } from './results-states';
import { ResultsPager } from './results-pager';
import { ResultsSort } from './results-sort';
import type { FinderUpdate } from './use-finder-state';
import { useContent, useT } from '@/lib/i18n/language-context';
import type { Translate } from '@/lib/i18n/translations';
import { doctorsSearchCatalogue } from '../i18n/search.en';

type Props = {
  state: FinderState;
  update: FinderUpdate;
  clearFilters: () => void;
  /** Moves the results into view after the page changes. */
  onPageShown: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

function countText(total: number | undefined, t: Translate<typeof doctorsSearchCatalogue.messages>): string {
  if (total === undefined) return t('count.finding');
  return total === 1 ? t('count.one') : t('count.many', { count: formatCount(total) });
}

/** The results of the search in the URL: count, sort, cards, pages, and each state on the way. */
export function SearchResults({ state, update, clearFilters, onPageShown, headingRef }: Props) {
  const { ALL_CITIES_OPTION } = useContent(citiesContent, 'cities');
  const t = useT(doctorsSearchCatalogue);
  const search = useQuery(doctorSearchQueryOptions(toSearchQuery(state)));
  const data = search.data?.data;
  // The server's today: next_available_date counts from it ("Available today" means today there).
  const today = data?.today ?? pakistanDate(Date.now());
  const pageCount = data ? Math.ceil(data.total / data.page_size) : 0;

  let body;
  if (search.isError) {
    body = (
      <ResultsError
        message={errorMessage(search.error)}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (!data) {
    body = <ResultsSkeleton />;
  } else if (data.total === 0) {
    body = (
      <NoResults
        summary={describeSearch(state)}
        onAnyCity={state.city !== ALL_CITIES_OPTION ? () => update({ city: ALL_CITIES_OPTION }) : null}
        onClearFilters={countActiveFilters(state) > 0 ? clearFilters : null}
      />
    );
  } else if (data.doctors.length === 0) {
    body = <PastLastPage onFirstPage={() => update({ page: 1 })} />;
  } else {
    body = (
      <Stack
        component="ol"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: search.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={search.isPlaceholderData}
        aria-labelledby="results-heading"
      >
        {data.doctors.map((doctor) => (
          <li key={doctor.pmdc}>
            <DoctorCard
              doctor={doctor}
              online={state.online}
              city={state.city === ALL_CITIES_OPTION ? null : state.city}
              today={today}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div aria-live="polite" aria-atomic="true">
          <Title order={2} fz={22} id="results-heading" ref={headingRef} tabIndex={-1}>
            {search.isError ? t('results') : countText(data?.total, t)}
          </Title>
          <Text size="sm" c="dimmed">
            {describeSearch(state)}
          </Text>
        </div>
        <ResultsSort value={state.sort} onSort={(sort) => update({ sort })} />
      </Group>
      {body}
      {data && data.doctors.length > 0 && (
        <ResultsPager
          page={state.page}
          pageCount={pageCount}
          onPage={(page) => {
            update({ page });
            onPageShown();
          }}
        />
      )}
    </Stack>
  );
}
