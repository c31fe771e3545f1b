import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InitialPhoto } from '@/components/initial-photo';
import {
  appointmentAddress,
  appointmentMode,
  appointmentWhen,
  PAKISTAN_TIME,
  type Appointment,
} from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { imageUrls } from '@/lib/image-urls';

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
  const { doctor } = appointment;
  const address = appointmentAddress(appointment);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="appointment">
      <Stack gap="md">
        <Title order={2} fz={20} id="appointment">
          Your appointment
        </Title>
        <Group gap="md" wrap="nowrap" align="center">
          <InitialPhoto src={imageUrls.doctor(doctor.pmdc)} name={doctor.name} size={64} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {doctor.name}
            </Text>
            <Text size="sm" c="dimmed">
              {doctor.specialities.join(', ')}
            </Text>
          </div>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact term="When">
            {appointmentWhen(appointment)}, {PAKISTAN_TIME}
          </Fact>
          <Fact term="Consultation">
            {appointmentMode(appointment)}
            {address && (
              <Text span display="block" size="sm" c="dimmed">
                {address}
              </Text>
            )}
          </Fact>
          <Fact term="Fee">
            <Text span fw={700}>
              {formatRs(appointment.fee)}
            </Text>
          </Fact>
          <Fact term="Appointment number">{appointment.id}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
