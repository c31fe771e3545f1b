import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { httpStatusOf } from '@/lib/http-status';
import { useT } from '@/lib/i18n/language-context';
import { usePageTitle } from '@/lib/page-meta';
import { withReturnPath } from '@/lib/return-path';
import { adviceByLinkQueryOptions } from '../api/after-visit';
import { afterVisitCatalogue } from '../i18n/en';
import { Prescription } from './prescription';

type Props = {
  appointmentId: number;
  /** The `visit_token` of the link in the "advice ready" message. */
  token: string;
  /** Signed in as a patient (another one: the link's own patient sees the whole appointment). */
  signedInAsPatient: boolean;
};

/**
 * The appointment's page opened with the link of the "advice ready" message by someone not signed
 * in as its patient: that visit's advice and prescription only, printable, read with the link's
 * token, and the way to sign in for everything else. Loaded on demand.
 */
export default function VisitAdviceByLink({ appointmentId, token, signedInAsPatient }: Props) {
  const t = useT(afterVisitCatalogue);
  const query = useQuery(adviceByLinkQueryOptions(appointmentId, token));
  usePageTitle(t('link.title'));
  const status = httpStatusOf(query.error);
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Stack gap="lg">
        <Title order={1}>{t('link.title')}</Title>
        {query.isPending && (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('link.loading')}>
            <Skeleton height={24} width="60%" />
            <Skeleton height={200} radius="md" />
          </Stack>
        )}
        {query.isError && (
          <Alert color="red" title={t('link.error')} data-testid="visit-link-error">
            <Stack gap="sm" align="flex-start">
              <Text>{errorMessage(query.error, { 404: t('link.otherVisit') })}</Text>
              {(status === undefined || status >= 500) && (
                <Button variant="light" mih={44} onClick={() => void query.refetch()}>
                  {t('link.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {query.isSuccess &&
          (query.data ? (
            <Stack gap="md" id="after-visit" data-testid="after-visit">
              <Text data-no-print>{t('link.intro')}</Text>
              <Prescription advice={query.data} />
            </Stack>
          ) : (
            <Text>{t('sheet.notYet')}</Text>
          ))}
        <Paper withBorder radius="md" p="md" data-no-print>
          <Stack gap="sm" align="flex-start">
            <Text>{t('link.private')}</Text>
            {signedInAsPatient ? (
              <Button component={Link} to={paths.patientProfile} variant="light" mih={44}>
                {t('link.appointments')}
              </Button>
            ) : (
              <Button component={Link} to={withReturnPath(paths.login.patient, paths.patientProfile)} mih={44}>
                {t('link.signIn')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
