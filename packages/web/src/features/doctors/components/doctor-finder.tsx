import { Container, Paper, Stack, Title } from '@mantine/core';
import { specialitiesFor } from '@ehp/api-types';
import { lazy, Suspense, useRef } from 'react';
import { useLazyDisclosure } from '@/components/use-lazy-disclosure';
import { usePageTitle } from '@/lib/page-meta';
import { countActiveFilters } from '../lib/finder-params';
import { ConditionChips } from './condition-chips';
import classes from './doctor-finder.module.css';
import { FinderIntro } from './finder-intro';
import { ConditionNote, FiltersButton } from './finder-parts';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import { SpecialityGrid } from './speciality-grid';
import { useFinderState } from './use-finder-state';
import './styles';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';

const FilterDrawer = lazy(() => import('./filter-drawer'));

/** /doctors/search and /doctors/search?is_online=true: real doctors, every filter in the URL. */
export function DoctorFinder() {
  const t = useT(doctorsSearchCatalogue);
  const { state, update, clearFilters } = useFinderState();
  const drawer = useLazyDisclosure();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  usePageTitle(state.online ? t('title.online') : null);
  const suggested = specialitiesFor(state.condition);
  const activeFilters = countActiveFilters(state);
  // Chips, tiles and pages change results that may be off screen: bring them into view.
  const showResults = () => resultsHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <FinderIntro online={state.online} />

        <div className={classes.layout}>
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="filters-heading" visibleFrom="sm">
            <Title order={2} fz={18} id="filters-heading" mb="md">
              {t('filters')}
            </Title>
            <SearchFilters state={state} update={update} clearFilters={clearFilters} />
          </Paper>
          <Stack gap="md" component="section" aria-labelledby="results-heading">
            <FiltersButton ref={filtersButton} count={activeFilters} onClick={() => drawer.open()} />
            <SearchResults
              state={state}
              update={update}
              clearFilters={clearFilters}
              onPageShown={showResults}
              headingRef={resultsHeading}
            />
          </Stack>
        </div>

        <ConditionChips
          value={state.condition}
          onChange={(condition) => {
            update({ condition });
            if (condition) showResults();
          }}
        />
        {state.condition && <ConditionNote condition={state.condition} suggested={suggested} />}
        <SpecialityGrid
          selected={state.speciality}
          suggested={suggested}
          onSelect={(speciality) => {
            update({ speciality });
            if (speciality) showResults();
          }}
        />
      </Stack>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={drawer.opened}
            onClose={drawer.close}
            // A lazily mounted drawer is born open, so Mantine cannot hand focus back the first time.
            onClosed={() => {
              const active = document.activeElement;
              if (!active || active === document.body || active.closest('[role="dialog"]'))
                filtersButton.current?.focus();
            }}
            state={state}
            update={update}
            clearFilters={clearFilters}
          />
        </Suspense>
      )}
    </Container>
  );
}
