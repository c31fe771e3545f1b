import { Button, Stack } from '@mantine/core';
import { SelectField } from '@/components/select-field';
import { Gender, Language } from '@ehp/api-types';
import * as citiesContent from '@/content/cities';
import * as specialitiesContent from '@/content/specialities';
import { feeRangeKey, feeRangeOptions, parseFeeRangeKey } from '../lib/fee-bands';
import { Availability, countActiveFilters, type FinderState } from '../lib/finder-params';
import { LabelledSegmented } from './labelled-segmented';
import { NameSearch } from './name-search';
import type { FinderUpdate } from './use-finder-state';
import { useContent, useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsSearchCatalogue } from '../i18n/search.en';
import { useApiLabels } from '@/components/use-speciality-names';

const ANY = 'any';
const LANGUAGES = Object.values(Language);
type Props = { state: FinderState; update: FinderUpdate; clearFilters: () => void };

/** Every filter of the search; each change goes straight to the URL (and so to the results). */
export function SearchFilters({ state, update, clearFilters }: Props) {
  const labels = useApiLabels();
  const { specialityNames } = useContent(specialitiesContent, 'specialities');
  const { ALL_CITIES_OPTION, cityFilterOptions } = useContent(citiesContent, 'cities');
  const t = useT(doctorsSearchCatalogue);
  const common = useT(doctorsCatalogue);
  const AVAILABILITY = [
    { value: ANY, label: t('anyDay') },
    { value: Availability.today, label: common('today') },
    { value: Availability.week, label: t('thisWeek') },
  ];
  const GENDERS = [
    { value: ANY, label: t('any') },
    { value: Gender.female, label: t('female') },
    { value: Gender.male, label: t('male') },
  ];
  const MODES = [
    { value: 'online', label: t('card.online') },
    { value: 'clinic', label: common('mode.clinic') },
  ];
  const fee = { feeMin: state.feeMin, feeMax: state.feeMax };

  return (
    <Stack gap="md">
      <LabelledSegmented
        label={t('mode')}
        value={state.online ? 'online' : 'clinic'}
        onChange={(value) => update({ online: value === 'online' })}
        data={MODES}
      />
      <NameSearch key={state.q ?? ''} value={state.q} update={update} />
      <SelectField
        label={t('city')}
        description={state.online ? t('city.online') : undefined}
        data={cityFilterOptions}
        value={state.city}
        onChange={(value) => update({ city: value ?? ALL_CITIES_OPTION })}
      />
      <SelectField
        label={t('speciality')}
        placeholder={t('anySpeciality')}
        data={specialityNames.map((name) => ({ value: name, label: labels.speciality(name) }))}
        value={state.speciality}
        onChange={(value) => update({ speciality: value })}
        clearable
      />
      <SelectField
        label={t('fee')}
        data={feeRangeOptions(fee)}
        value={feeRangeKey(fee)}
        onChange={(value) => update(parseFeeRangeKey(value))}
      />
      <LabelledSegmented
        label={t('available')}
        value={state.available ?? ANY}
        onChange={(value) => update({ available: Object.values(Availability).find((a) => a === value) ?? null })}
        data={AVAILABILITY}
      />
      <LabelledSegmented
        label={t('gender')}
        value={state.gender ?? ANY}
        onChange={(value) => update({ gender: Object.values(Gender).find((g) => g === value) ?? null })}
        data={GENDERS}
      />
      <SelectField
        label={t('language')}
        placeholder={t('anyLanguage')}
        data={LANGUAGES}
        value={state.language}
        onChange={(value) => update({ language: LANGUAGES.find((l) => l === value) ?? null })}
        clearable
      />
      {countActiveFilters(state) > 0 && (
        <Button variant="subtle" onClick={clearFilters} w="fit-content">
          {t('filters.clearAll')}
        </Button>
      )}
    </Stack>
  );
}
