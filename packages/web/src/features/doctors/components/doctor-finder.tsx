import { Badge, Container, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cityFilterOptions } from '@/content/cities';
import { specialityNames } from '@/content/specialities';
import { usePageTitle } from '@/lib/page-meta';
import { specialitiesFor } from '../lib/condition-specialities';
import { readFinderParams, writeFinderParams, type FinderState } from '../lib/finder-params';
import { AppHandoff } from './app-handoff';
import { ConditionChips } from './condition-chips';
import { SpecialityGrid } from './speciality-grid';
import './styles';

export const ONLINE_TITLE = 'Online Consultation';
export const IN_CLINIC_TITLE = 'Find a Doctor';

/** /doctors/search and /doctors/search?is_online=true: a finder whose state lives in the URL. */
export function DoctorFinder() {
  const [params, setParams] = useSearchParams();
  const state = readFinderParams(params);
  const modeLabelId = useId();
  usePageTitle(state.online ? ONLINE_TITLE : null);

  const update = (patch: Partial<FinderState>) =>
    setParams(writeFinderParams({ ...state, ...patch }), { replace: true });
  const suggested = specialitiesFor(state.condition);

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Badge variant="light" w="fit-content">
            {state.online ? 'Video consultation from home' : 'In-clinic appointment'}
          </Badge>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {state.online ? ONLINE_TITLE : IN_CLINIC_TITLE}
          </Title>
          <Text c="dimmed" maw={720}>
            {state.online
              ? 'See a PMDC-registered specialist by video call, without travelling or waiting rooms. Choose a speciality and book a time that suits you.'
              : 'Find PMDC-registered doctors at clinics and hospitals across Pakistan. Choose a city and a speciality, then book your visit.'}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="lg" component="section" aria-label="Search options">
            <Stack gap="md">
              <Stack gap={6}>
                <Text id={modeLabelId} size="sm" fw={500}>
                  How would you like to see the doctor?
                </Text>
                <SegmentedControl
                  aria-labelledby={modeLabelId}
                  fullWidth
                  value={state.online ? 'online' : 'clinic'}
                  onChange={(value) => update({ online: value === 'online' })}
                  data={[
                    { value: 'online', label: 'Online consultation' },
                    { value: 'clinic', label: 'In-clinic visit' },
                  ]}
                />
              </Stack>
              <Select
                label="City"
                description={
                  state.online ? 'Optional for online consultations: doctors see patients from anywhere.' : undefined
                }
                data={cityFilterOptions}
                value={state.city}
                onChange={(value) => update({ city: value ?? cityFilterOptions[0].value })}
                searchable
                allowDeselect={false}
                nothingFoundMessage="No city matches that name"
              />
              <Select
                label="Speciality"
                placeholder="Any speciality"
                data={specialityNames}
                value={state.speciality}
                onChange={(value) => update({ speciality: value })}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': 'Clear speciality' }}
                nothingFoundMessage="No speciality matches that name"
              />
            </Stack>
          </Paper>
          <AppHandoff state={state} />
        </SimpleGrid>

        <ConditionChips value={state.condition} onChange={(condition) => update({ condition })} />
        {state.condition && (
          <Text role="status">
            For <strong>{state.condition}</strong>, patients usually see: {suggested.join(', ')}.
          </Text>
        )}
        <SpecialityGrid
          selected={state.speciality}
          suggested={suggested}
          onSelect={(speciality) => update({ speciality })}
        />
      </Stack>
    </Container>
  );
}
