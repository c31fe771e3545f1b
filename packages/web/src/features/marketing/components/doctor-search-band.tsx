import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiLabels } from '@/components/use-speciality-names';
import { paths } from '@/config/paths';
import { ALL_CITIES_OPTION, cityNames } from '@/content/cities';
import { useAfterHydration } from '@/lib/use-after-hydration';
import { doctorSearchHref, POPULAR_SPECIALITIES, specialitySearchHref } from '../lib/doctor-search-link';
import classes from './doctor-search-band.module.css';
import { useLanguage, useT } from '@/lib/i18n/language-context';
import { pathInLanguage } from '@/lib/i18n/languages';
import { marketingFindDoctorCatalogue } from '../i18n/find-doctor.en';

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

/**
 * Find a doctor right after the hero: speciality or name, city, in clinic or online, and the top
 * specialities as shortcuts. A plain GET form, so it works before the page's script has loaded;
 * once it has, the router takes over (its links and navigation are already in the page's language).
 */
export function DoctorSearchBand() {
  const t = useT(marketingFindDoctorCatalogue);
  const labels = useApiLabels();
  const navigate = useNavigate();
  const language = useLanguage();
  const cities = useAfterHydration() ? cityNames : cityNames.slice(0, PRERENDERED_CITIES);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const href = doctorSearchHref({
      q: String(form.get('q') ?? ''),
      city: String(form.get('city') ?? ALL_CITIES_OPTION),
      online: form.get('is_online') === 'true',
    });
    navigate(href);
  };

  return (
    <section id="find-doctor" className={classes.band} aria-labelledby="find-doctor-title">
      <div className={classes.inner}>
        <h2 id="find-doctor-title" className={classes.title}>
          {t('title')}
        </h2>
        <form
          className={classes.form}
          method="get"
          action={pathInLanguage(paths.doctorsSearch, language)}
          onSubmit={onSubmit}
        >
          <label className={classes.field}>
            <span>{t('query')}</span>
            <input name="q" type="search" maxLength={80} placeholder={t('queryExample')} autoComplete="off" />
          </label>
          <label className={classes.field}>
            <span>{t('city')}</span>
            <select name="city" defaultValue={ALL_CITIES_OPTION}>
              <option value={ALL_CITIES_OPTION}>{t('allCities')}</option>
              {cities.map((city) => (
                <CityOption key={city} city={city} label={labels.city(city)} />
              ))}
            </select>
          </label>
          <fieldset className={classes.modes}>
            <legend>{t('how')}</legend>
            <label>
              <input type="radio" name="is_online" value="false" defaultChecked /> {t('inClinic')}
            </label>
            <label>
              <input type="radio" name="is_online" value="true" /> {t('online')}
            </label>
          </fieldset>
          <button type="submit" className={classes.submit}>
            {t('search')}
          </button>
        </form>
        <nav aria-label={t('popular')} className={classes.shortcuts}>
          <ul>
            {POPULAR_SPECIALITIES.map((name) => (
              <li key={name}>
                <Link to={specialitySearchHref(name)}>{labels.speciality(name)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
