import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { pakistanDate } from '@ehp/api-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { canReschedule } from '@/lib/reschedule';
import { HTTP_NOT_FOUND, httpStatusOf, isUnauthorized } from '@/lib/http-status';
import { withReturnPath } from '@/lib/return-path';
import { useT } from '@/lib/i18n/language-context';
import { doctorProfileQueryOptions } from '../../api/doctor-queries';
import { appointmentToMoveQueryOptions } from '../../api/reschedule';
import { changeTimeCatalogue } from '../../i18n/change-time.en';
import { ChangeTimeForm } from './change-time-form';

type Props = { idParam: string | undefined };

/** /appointment/reschedule/:id: the patient's appointment and the same doctor's free times to move it to. */
export function ChangeTimePage({ idParam }: Props) {
  const t = useT(changeTimeCatalogue);
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const appointment = useQuery({ ...appointmentToMoveQueryOptions(valid ? id : 0), enabled: valid });
  const current = appointment.data?.data.appointment;
  const pmdc = current?.doctor.pmdc;
  const doctor = useQuery({ ...doctorProfileQueryOptions(pmdc ?? ''), enabled: pmdc !== undefined });

  if (!valid || httpStatusOf(appointment.error) === HTTP_NOT_FOUND)
    return (
      <NoticePage title={t('title')}>
        <Text>{t('notFound')}</Text>
        <Button component={Link} to={paths.patientProfile}>
          {t('myAppointments')}
        </Button>
      </NoticePage>
    );
  if (isUnauthorized(appointment.error))
    return (
      <NoticePage title={t('title')}>
        <Text>{t('signIn.help')}</Text>
        <Button component={Link} to={withReturnPath(paths.login.patient, `/appointment/reschedule/${id}`)}>
          {t('signIn')}
        </Button>
      </NoticePage>
    );
  const failed = appointment.error ?? doctor.error;
  if (failed)
    return (
      <NoticePage title={t('loadFailed')}>
        <Text>{errorMessage(failed)}</Text>
        <Button
          onClick={() => {
            void appointment.refetch();
            if (pmdc) void doctor.refetch();
          }}
        >
          {t('title')}
        </Button>
      </NoticePage>
    );

  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {current === undefined || doctor.data === undefined ? (
          <Skeleton height={240} aria-label={t('loading')} />
        ) : (
          <ChangeTimeForm
            appointment={current}
            doctor={doctor.data.data.doctor}
            today={doctor.data.data.today ?? pakistanDate(Date.now())}
            movable={canReschedule(current, Date.now())}
          />
        )}
      </Stack>
    </Container>
  );
}
