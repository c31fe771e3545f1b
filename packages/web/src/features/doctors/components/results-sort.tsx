import { DoctorSort } from '@ehp/api-types';
import { SelectField } from '@/components/select-field';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';

type Props = { value: DoctorSort; onSort: (sort: DoctorSort) => void };

/** "Sort by": the contract's orders of the doctor search, in words. */
export function ResultsSort({ value, onSort }: Props) {
  const t = useT(doctorsSearchCatalogue);
  const options = [
    { value: DoctorSort.relevance, label: t('sort.relevance') },
    { value: DoctorSort.next_available, label: t('sort.soonest') },
    { value: DoctorSort.rating, label: t('sort.rating') },
    { value: DoctorSort.experience, label: t('sort.experience') },
    { value: DoctorSort.fee_low, label: t('sort.feeLow') },
    { value: DoctorSort.fee_high, label: t('sort.feeHigh') },
  ];
  return (
    <SelectField
      label={t('sort')}
      data={options}
      value={value}
      onChange={(chosen) => {
        const sort = options.find((o) => o.value === chosen)?.value;
        if (sort) onSort(sort);
      }}
      w={{ base: '100%', xs: 210 }}
    />
  );
}
