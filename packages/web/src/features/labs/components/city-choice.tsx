import { Radio, Group } from '@mantine/core';
import { useApiLabels } from '@/components/use-speciality-names';
import { useT } from '@/lib/i18n/language-context';
import { labBookingCatalogue } from '../i18n/booking.en';

type Props = { cities: string[]; counts: number[]; value: string; onChange: (city: string) => void };

/** The lab's cities, each with how many branches it has: the branch list below shows the chosen one's. */
export function CityChoice({ cities, counts, value, onChange }: Props) {
  const t = useT(labBookingCatalogue);
  const labels = useApiLabels();
  return (
    <Radio.Group
      label={t('city')}
      description={t('city.hint')}
      value={value}
      onChange={onChange}
      styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
    >
      <Group gap="lg" mt="xs">
        {cities.map((city, i) => (
          <Radio
            key={city}
            value={city}
            label={`${labels.city(city)} (${counts[i] === 1 ? t('branches.one') : t('branches.count', { count: counts[i] })})`}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
