import { List, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import type { DoctorProfile } from '../lib/schedule';

/** The doctor in their own words, with qualifications and languages spelled out. */
export function DoctorAbout({ doctor }: { doctor: DoctorProfile }) {
  return (
    <SectionCard id="about-heading" title={`About ${doctor.name}`}>
      {doctor.about && <Text style={{ whiteSpace: 'pre-line' }}>{doctor.about}</Text>}
      {doctor.qualifications.length > 0 && (
        <>
          <Text fw={600}>Qualifications</Text>
          <List size="sm" spacing={2}>
            {doctor.qualifications.map((q) => (
              <List.Item key={q}>{q}</List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm">
        <strong>Experience:</strong> {doctor.experience_years} years
        {doctor.languages.length > 0 && (
          <>
            {' · '}
            <strong>Languages:</strong> {doctor.languages.join(', ')}
          </>
        )}
      </Text>
    </SectionCard>
  );
}
