import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DoctorIdentity } from '@/components/doctor-identity';
import { appointmentAddress, appointmentMode, appointmentWhenInPakistan, type Appointment } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { DoctorTrust } from './doctor-trust';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';
import { paymentFollowUpCatalogue } from '../i18n/follow-up.en';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Who, when, where and how much: the appointment being paid for. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const t = useT(paymentCatalogue);
  const followUp = useT(paymentFollowUpCatalogue);
  const { doctor } = appointment;
  const address = appointmentAddress(appointment);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="appointment">
      <Stack gap="md">
        <Title order={2} fz={20} id="appointment">
          {t('appointment')}
        </Title>
        <DoctorIdentity doctor={doctor} variant="summary" />
        <DoctorTrust pmdc={doctor.pmdc} />
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact term={t('when')}>{appointmentWhenInPakistan(appointment)}</Fact>
          <Fact term={t('consultation')}>
            {appointmentMode(appointment)}
            {address && (
              <Text span display="block" size="sm" c="dimmed">
                {address}
              </Text>
            )}
          </Fact>
          <Fact term={t('fee')}>
            <Text span fw={700}>
              {formatRs(appointment.fee)}
            </Text>
            {appointment.follow_up_of != null && (
              <Text span display="block" size="sm" c="teal.9" fw={600}>
                {followUp('title')}
              </Text>
            )}
          </Fact>
          <Fact term={t('number')}>{appointment.id}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
