import type { components } from '@ehp/api-types';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { appointmentWhen, pakistanTime } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { recentVisitsCatalogue } from '../i18n/recent-visits.en';

export type DoctorRecentVisit = components['schemas']['DoctorRecentVisit'];
/** What the advice form needs of a visit (an appointment row or a recent visit). */
export type VisitRef = Pick<DoctorRecentVisit, 'id' | 'patient_name' | 'date'>;

/**
 * The doctor's visits of the last week that have left the lists above (listDoctorAppointments
 * recent_visits), newest first, each with what the route adds (the advice form). Nothing when none.
 */
export function RecentVisits({
  visits,
  afterVisit,
}: {
  visits: readonly DoctorRecentVisit[];
  afterVisit?: (visit: VisitRef) => ReactNode;
}) {
  const t = useT(recentVisitsCatalogue);
  if (visits.length === 0) return null;
  return (
    <SectionCard id="doctor-recent-visits" title={t('list.title')} gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.hint')}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
        {visits.map((v) => (
          <Paper
            key={v.id}
            withBorder
            radius="md"
            p="md"
            component="li"
            aria-labelledby={`recent-visit-${v.id}`}
            data-testid="recent-visit"
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4}>
                <Title order={3} fz={17} id={`recent-visit-${v.id}`}>
                  {v.patient_name}
                </Title>
                <Text size="sm">
                  {t('item.when', {
                    when: appointmentWhen(v),
                    zone: pakistanTime(),
                    mode: t(v.mode === 'online' ? 'mode.online' : 'mode.inClinic'),
                  })}
                </Text>
                <Badge variant="light" color={v.advice_written ? 'teal' : 'gray'}>
                  {t(v.advice_written ? 'advice.written' : 'advice.none')}
                </Badge>
              </Stack>
              {afterVisit?.(v)}
            </Group>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}
