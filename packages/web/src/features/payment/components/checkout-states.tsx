import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { MediaSkeleton } from '@/components/media-skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadErrorPage, type RetryableError } from '@/components/load-error-page';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import * as rolesContent from '@/content/roles';
import { withReturnPath } from '@/lib/return-path';
import type { Role } from '@/lib/session';
import { CheckoutHelp } from './checkout-help';
import { useContent, useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

/** The checkout's shape while the appointment loads, so nothing jumps when it arrives. */
export function CheckoutSkeleton() {
  const t = useT(paymentCatalogue);
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <MediaSkeleton photo={64} gap="md" titleHeight={20} widths={['60%', '40%']} />
      <Skeleton height={120} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** Signed out (or signed in as someone other than a patient): sign in and come back here. */
export function CheckoutSignIn({ next, role, hint }: { next: string; role: Role | null; hint: ReactNode }) {
  const { roleNames } = useContent(rolesContent, 'roles');
  const t = useT(paymentCatalogue);
  return (
    <NoticePage title={t('checkout')}>
      {hint}
      <Text>{role ? t('role.help', { role: roleNames[role] }) : t('signIn.help')}</Text>
      <Button component={Link} to={withReturnPath(paths.login.patient, next)}>
        {t('signIn')}
      </Button>
      <CheckoutHelp />
    </NoticePage>
  );
}

export function AppointmentNotFound() {
  const t = useT(paymentCatalogue);
  return (
    <NoticePage title={t('notFound')}>
      <Text>{t('notFound.help')}</Text>
      <FindDoctorActions primary={{ label: t('myProfile'), to: paths.patientProfile }} />
    </NoticePage>
  );
}

export function CheckoutLoadError({ message, onRetry }: RetryableError) {
  const t = useT(paymentCatalogue);
  return (
    <LoadErrorPage title={t('checkout')} alertTitle={t('loadFailed')} message={message} onRetry={onRetry}>
      <CheckoutHelp />
    </LoadErrorPage>
  );
}
