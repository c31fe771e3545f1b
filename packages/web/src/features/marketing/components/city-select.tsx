import { useApiLabels } from '@/components/use-speciality-names';
import { ALL_CITIES_OPTION, cityNames } from '@/content/cities';
import { useT } from '@/lib/i18n/language-context';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { marketingFindDoctorCatalogue } from '../i18n/find-doctor.en';
import classes from './doctor-search-band.module.css';

/**
 * The prerendered home page lists the largest cities only; the rest join once the page runs. Its
 * HTML then fits the first round trip of a new connection (tests/size/first-round-trip.test.ts):
 * the 130 city options were the 1 KB that cost 3G visitors a second round trip before the first
 * paint. Until the script runs, "All cities" and the largest ones still search (a plain GET form).
 */
const PRERENDERED_CITIES = 12;

/** English city names are their own value (an option's text is its value): half the bytes. */
function CityOption({ city, label }: { city: string; label: string }) {
  return <option value={label === city ? undefined : city}>{label}</option>;
}

/** The find-a-doctor band's city (a plain select named city, so the form searches without script). */
export function CitySelect() {
  const t = useT(marketingFindDoctorCatalogue);
  const labels = useApiLabels();
  const cities = useAfterHydration() ? cityNames : cityNames.slice(0, PRERENDERED_CITIES);
  return (
    <label className={classes.field}>
      <span>{t('city')}</span>
      <select name="city" defaultValue={ALL_CITIES_OPTION}>
        <option value={ALL_CITIES_OPTION}>{t('allCities')}</option>
        {cities.map((city) => (
          <CityOption key={city} city={city} label={labels.city(city)} />
        ))}
      </select>
    </label>
  );
}
