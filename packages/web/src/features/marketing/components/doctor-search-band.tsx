import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiLabels } from '@/components/use-speciality-names';
import { doctorProfilePath, paths } from '@/config/paths';
import { SearchSuggestions } from '@/components/search-suggestions';
import type { DoctorSuggestion } from '@/lib/doctor-suggestions';
import { ALL_CITIES_OPTION } from '@/content/cities';
import { doctorSearchHref, POPULAR_SPECIALITIES, specialitySearchHref } from '../lib/doctor-search-link';
import classes from './doctor-search-band.module.css';
import { CitySelect } from './city-select';
import { useLanguage, useT } from '@/lib/i18n/language-context';
import { pathInLanguage } from '@/lib/i18n/languages';
import { marketingFindDoctorCatalogue } from '../i18n/find-doctor.en';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');

  const searchOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return {
      q: String(data.get('q') ?? ''),
      city: String(data.get('city') ?? ALL_CITIES_OPTION),
      online: data.get('is_online') === 'true',
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(doctorSearchHref(searchOf(event.currentTarget)));
  };

  // A chosen speciality or condition searches at once with the city and mode already set; a doctor opens the profile.
  const onChoose = (suggestion: DoctorSuggestion) => {
    if (suggestion.kind === 'doctor' && suggestion.pmdc) return navigate(doctorProfilePath(suggestion.pmdc));
    const form = formRef.current;
    if (!form) return;
    const filter = suggestion.kind === 'condition' ? { condition: suggestion.name } : { speciality: suggestion.name };
    navigate(doctorSearchHref({ ...searchOf(form), ...filter }));
  };

  return (
    <section id="find-doctor" className={classes.band} aria-labelledby="find-doctor-title">
      <div className={classes.inner}>
        <h2 id="find-doctor-title" className={classes.title}>
          {t('title')}
        </h2>
        <form
          ref={formRef}
          className={classes.form}
          method="get"
          action={pathInLanguage(paths.doctorsSearch, language)}
          onSubmit={onSubmit}
        >
          {/* An explicit label: wrapped round the box it would also name the box after the suggestions. */}
          <div className={classes.field}>
            <label htmlFor="find-doctor-q">{t('query')}</label>
            <SearchSuggestions
              id="find-doctor-q"
              name="q"
              placeholder={t('queryExample')}
              value={text}
              onValueChange={setText}
              onChoose={onChoose}
            />
          </div>
          <CitySelect />
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
