import type { components } from '@ehp/api-types';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { appointmentWhen, pakistanTime } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { useT } from '@/lib/i18n/language-context';
import { clinicVisitsCatalogue } from '../i18n/clinic-visits.en';

export type DoctorClinicVisit = components['schemas']['DoctorClinicVisit'];

/**
 * The doctor's confirmed in-clinic visits (listDoctorAppointments clinic_visits): who, when, where,
 * and "Pay at the clinic: Rs. X" when the patient pays there. Nothing when there are none.
 */
export function ClinicVisits({ visits }: { visits: readonly DoctorClinicVisit[] }) {
  const t = useT(clinicVisitsCatalogue);
  if (visits.length === 0) return null;
  return (
    <SectionCard id="doctor-clinic-visits" title={t('list.title')} gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
        {visits.map((v) => (
          <Paper key={v.id} withBorder radius="md" p="md" component="li" aria-labelledby={`clinic-visit-${v.id}`}>
            <Stack gap={4}>
              <Title order={3} fz={17} id={`clinic-visit-${v.id}`}>
                {v.patient_name}
              </Title>
              <Text size="sm">
                {appointmentWhen(v)} ({pakistanTime()})
              </Text>
              <Text size="sm">{v.clinic_name}</Text>
              <Text size="sm" fw={700} data-testid="clinic-visit-fee">
                {/* The amount stays whole and left to right inside the Urdu sentence. */}
                {t(v.pay_at_clinic ? 'fee.atClinic' : 'fee.paidOnline', { fee: `\u2066${formatRs(v.fee)}\u2069` })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}
