import { Anchor, Button, Stack, Text } from '@mantine/core';
import { HOLD_MINUTES } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/error-alert';
import { WarningAlert } from '@/components/warning-alert';
import { checkoutPath, doctorProfilePath } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { appointmentWhen, type Appointment } from '@/lib/appointments';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { useT } from '@/lib/i18n/language-context';
import { useRebook } from '../api/rebook';
import { paymentOutcomeCatalogue } from '../i18n/outcome.en';

/**
 * The hold lapsed: one tap books the same time again and goes on to its checkout; when the time
 * was taken meanwhile, it says so and leads to that day's free times.
 */
export function ExpiredHold({ appointment }: { appointment: Appointment }) {
  const t = useT(paymentOutcomeCatalogue);
  const navigate = useNavigate();
  const rebook = useRebook();
  const refusal = useRef<HTMLDivElement>(null);
  const when = appointmentWhen(appointment);
  const taken = rebook.isError && httpStatusOf(rebook.error) === HTTP_CONFLICT;
  const freeTimes = doctorProfilePath(appointment.doctor.pmdc, {
    mode: appointment.mode,
    location_id: appointment.location?.id ?? null,
    date: appointment.date,
  });
  useEffect(() => {
    if (rebook.isError) refusal.current?.focus();
  }, [rebook.isError]);

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('holdEnded', { minutes: HOLD_MINUTES })}</Text>
      {!rebook.isError && (
        <>
          <Text size="sm">{t('again.hint', { when })}</Text>
          <Button
            size="sm"
            loading={rebook.isPending || rebook.isSuccess}
            onClick={() =>
              rebook.mutate(appointment, {
                onSuccess: (res) => navigate(checkoutPath(res.data.appointment.id)),
              })
            }
          >
            {t('again.book', { time: formatTime12h(appointment.time) })}
          </Button>
        </>
      )}
      {rebook.isError && (
        <div ref={refusal} tabIndex={-1} style={{ width: '100%' }}>
          {taken ? (
            <WarningAlert title={t('taken')} role="alert">
              {t('taken.help', { when, doctor: appointment.doctor.name })}
            </WarningAlert>
          ) : (
            <ErrorAlert title={t('again.failed')}>{errorMessage(rebook.error)}</ErrorAlert>
          )}
        </div>
      )}
      <Anchor component={Link} to={freeTimes} size="sm" fw={600}>
        {t('freeTimes')}
      </Anchor>
    </Stack>
  );
}
