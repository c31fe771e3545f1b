import { Paper, Stack, Text } from '@mantine/core';
import { MAX_RESCHEDULES } from '@ehp/api-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appointmentAddress, type Appointment } from '@/lib/appointments';
import { errorMessage } from '@/lib/api';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { useT } from '@/lib/i18n/language-context';
import { doctorSlotsQueryOptions } from '../../api/doctor-queries';
import { useRescheduleAppointment } from '../../api/reschedule';
import { changeTimeCatalogue } from '../../i18n/change-time.en';
import { dateStrip, slotsQueryFor } from '../../lib/profile-choice';
import { placeName, weekdaysAt, type DoctorProfile, type Place } from '../../lib/schedule';
import { DateStrip } from '../date-strip';
import { TimeSlots } from '../time-slots';
import { ChangeTimeResult } from './change-time-result';
import { CurrentBooking } from './current-booking';
import { MoveButton, MoveError } from './move-controls';

type Props = { appointment: Appointment; doctor: DoctorProfile; today: string; movable: boolean };

/** The booking's own date strip and times, for the appointment's doctor, mode and place; then the move. */
export function ChangeTimeForm({ appointment, doctor, today, movable }: Props) {
  const t = useT(changeTimeCatalogue);
  const queryClient = useQueryClient();
  const place: Place = { mode: appointment.mode, locationId: appointment.location?.id ?? null };
  const [wanted, setWanted] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const move = useRescheduleAppointment();
  const [moved, setMoved] = useState<Appointment | null>(null);
  const strip = dateStrip(weekdaysAt(doctor.schedule, place), today, doctor.next_available_date, wanted);
  const date = strip.selected;
  const slotsQuery = doctorSlotsQueryOptions(slotsQueryFor(doctor.pmdc, place, date ?? today));
  const slots = useQuery({ ...slotsQuery, enabled: date !== null && movable && moved === null });
  // The appointment's own time shows as taken (it is): never offered as a new time.
  const list = slots.data?.data.slots.map((s) =>
    s.time === appointment.time && date === appointment.date ? { ...s, available: false } : s,
  );
  const left = MAX_RESCHEDULES - (appointment.reschedule_count ?? 0);

  if (moved) return <ChangeTimeResult appointment={moved} />;

  const confirm = () => {
    if (date === null || time === null) return;
    move.mutate(
      { body: { appointment_id: appointment.id, date, time } },
      {
        onSuccess: (res) => {
          setMoved(res.data.appointment);
          // The old time is free and the new one taken; the lists show the new time.
          void queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey.slice(0, 2) });
          void queryClient.invalidateQueries({ queryKey: ['get', '/api/appointments/list'] });
          void queryClient.invalidateQueries({ queryKey: ['get', '/api/appointments/get'] });
        },
        onError: (error) => {
          if (httpStatusOf(error) !== HTTP_CONFLICT) return;
          setTime(null);
          void slots.refetch();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <CurrentBooking
        appointment={appointment}
        place={appointmentAddress(appointment) ?? placeName(place, doctor.locations)}
        movesLeft={movable ? left : null}
      />
      {!movable ? (
        <Text role="status">{t('notMovable')}</Text>
      ) : (
        <Paper withBorder radius="lg" p="md" component="section" aria-label={t('title')}>
          <Stack gap="md">
            {date !== null && (
              <DateStrip
                days={strip.days}
                selected={date}
                today={today}
                onPick={(next) => {
                  setWanted(next);
                  setTime(null);
                  move.reset();
                }}
              />
            )}
            <TimeSlots
              slots={list}
              error={slots.isError ? errorMessage(slots.error) : null}
              onRetry={() => void slots.refetch()}
              selected={time}
              onPick={(next) => {
                setTime(next);
                move.reset();
              }}
            />
            <MoveError error={move.error} onRetry={confirm} retrying={move.isPending} />
            <MoveButton date={date} time={time} loading={move.isPending} onClick={confirm} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
