import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@/lib/i18n/language-context';
import { afterVisitQueryOptions } from '../api/after-visit';
import { afterVisitCatalogue } from '../i18n/en';
import { Prescription } from './prescription';
import { RateVisit } from './rate-visit';

/**
 * On the patient's appointment page, once the visit has happened: the doctor's advice and
 * prescription (printable) and the one rating prompt. Nothing before the visit. Loaded on demand.
 */
export default function AfterVisitPanel({ appointmentId }: { appointmentId: number }) {
  const t = useT(afterVisitCatalogue);
  const query = useQuery(afterVisitQueryOptions(appointmentId));
  const data = query.data;
  const { hash } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const shown = data?.visited === true;
  // My appointments links here (#after-visit): the panel loads after the page, so it is brought
  // into view once it is there.
  useEffect(() => {
    if (shown && hash === '#after-visit') panel.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  if (!data?.visited) return null;
  return (
    <Stack gap="md" id="after-visit" data-testid="after-visit" ref={panel}>
      {data.advice ? (
        <Prescription advice={data.advice} />
      ) : (
        <Paper withBorder radius="md" p="md" data-no-print>
          <Text>{t('sheet.notYet')}</Text>
        </Paper>
      )}
      {data.rating ? (
        <Text role="status" data-testid="rating-thanks" data-no-print>
          {t('rate.thanks', { n: data.rating.rating })}
        </Text>
      ) : (
        <RateVisit appointmentId={appointmentId} />
      )}
    </Stack>
  );
}
