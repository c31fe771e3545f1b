import { Button, Stack } from '@mantine/core';
import { SelectField } from '@/components/select-field';
import { Gender, Language } from '@ehp/api-types';
import { ALL_CITIES_OPTION, cityFilterOptions } from '@/content/cities';
import { specialityNames } from '@/content/specialities';
import { feeRangeKey, feeRangeOptions, parseFeeRangeKey } from '../lib/fee-bands';
import { Availability, countActiveFilters, type FinderState } from '../lib/finder-params';
import { LabelledSegmented } from './labelled-segmented';
import { NameSearch } from './name-search';
import type { FinderUpdate } from './use-finder-state';

const ANY = 'any';
const LANGUAGES = Object.values(Language);
const MODES = [
  { value: 'online', label: 'Online consultation' },
  { value: 'clinic', label: 'In-clinic visit' },
];
const GENDERS = [
  { value: ANY, label: 'Any' },
  { value: Gender.female, label: 'Female' },
  { value: Gender.male, label: 'Male' },
];
const AVAILABILITY = [
  { value: ANY, label: 'Any day' },
  { value: Availability.today, label: 'Today' },
  { value: Availability.week, label: 'This week' },
];

type Props = { state: FinderState; update: FinderUpdate; clearFilters: () => void };

/** Every filter of the search; each change goes straight to the URL (and so to the results). */
export function SearchFilters({ state, update, clearFilters }: Props) {
  const fee = { feeMin: state.feeMin, feeMax: state.feeMax };

  return (
    <Stack gap="md">
      <LabelledSegmented
        label="How would you like to see the doctor?"
        value={state.online ? 'online' : 'clinic'}
        onChange={(value) => update({ online: value === 'online' })}
        data={MODES}
      />
      <NameSearch key={state.q ?? ''} value={state.q} onSearch={(q) => update({ q })} />
      <SelectField
        label="City"
        description={
          state.online ? 'Optional for online consultations: doctors see patients from anywhere.' : undefined
        }
        data={cityFilterOptions}
        value={state.city}
        onChange={(value) => update({ city: value ?? ALL_CITIES_OPTION })}
      />
      <SelectField
        label="Speciality"
        placeholder="Any speciality"
        data={specialityNames}
        value={state.speciality}
        onChange={(value) => update({ speciality: value })}
        clearable
      />
      <SelectField
        label="Fee"
        data={feeRangeOptions(fee)}
        value={feeRangeKey(fee)}
        onChange={(value) => update(parseFeeRangeKey(value))}
      />
      <LabelledSegmented
        label="Available"
        value={state.available ?? ANY}
        onChange={(value) => update({ available: Object.values(Availability).find((a) => a === value) ?? null })}
        data={AVAILABILITY}
      />
      <LabelledSegmented
        label="Doctor's gender"
        value={state.gender ?? ANY}
        onChange={(value) => update({ gender: Object.values(Gender).find((g) => g === value) ?? null })}
        data={GENDERS}
      />
      <SelectField
        label="Language"
        placeholder="Any language"
        data={LANGUAGES}
        value={state.language}
        onChange={(value) => update({ language: LANGUAGES.find((l) => l === value) ?? null })}
        clearable
      />
      {countActiveFilters(state) > 0 && (
        <Button variant="subtle" onClick={clearFilters} w="fit-content">
          Clear all filters
        </Button>
      )}
    </Stack>
  );
}
