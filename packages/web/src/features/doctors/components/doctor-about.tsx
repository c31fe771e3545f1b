import { Isolate } from '@/components/isolate';
import { Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import type { DoctorProfile } from '../lib/schedule';
import classes from './doctor-profile.module.css';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';
import { bold, rich } from '@/lib/i18n/translations';

/** The doctor in their own words, with qualifications and languages spelled out. */
export function DoctorAbout({ doctor }: { doctor: DoctorProfile }) {
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  return (
    <SectionCard id="about-heading" title={t('about', { name: doctor.name })}>
      {doctor.about && (
        <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
          {doctor.about}
        </Text>
      )}
      {doctor.qualifications.length > 0 && (
        <>
          <Text fw={600}>{common('qualifications')}</Text>
          <ul className={classes.qualifications}>
            {doctor.qualifications.map((q) => (
              <li key={q} dir="auto">
                {q}
              </li>
            ))}
          </ul>
        </>
      )}
      <Text size="sm">
        <span>{rich(t('experience', { years: doctor.experience_years }), { b: bold })}</span>
        {doctor.languages.length > 0 && (
          <>
            {' · '}
            <span>
              {rich(t('languages', { languages: doctor.languages.join(', ') }), {
                b: bold,
                languages: (text) => <Isolate dir="auto">{text}</Isolate>,
              })}
            </span>
          </>
        )}
      </Text>
    </SectionCard>
  );
}
