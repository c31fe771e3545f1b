import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { callAlertPermission, requestCallAlerts, type CallAlertPermission } from '@/lib/call-alerts';
import type { Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { patientCallRecordCatalogue } from '../i18n/call-record.en';
import { lastCallRecord } from '../lib/call-record';

const RECORD_KEY = {
  missed: 'call.missed',
  declined: 'call.declined',
  unreached: 'call.unreached',
} as const;

type Props = { appointment: Appointment; awaitsCall: boolean };

/** The doctor's last call when the patient did not take it, what happens next, and call alerts. */
export function CallRecordNote({ appointment, awaitsCall }: Props) {
  const t = useT(patientCallRecordCatalogue);
  const [permission, setPermission] = useState<CallAlertPermission>(callAlertPermission);
  const record = lastCallRecord(appointment.call_attempts);
  const turnOn = async () => setPermission(await requestCallAlerts());
  return (
    <Stack gap={4}>
      {record && (
        <div role="note" data-testid="call-record">
          <Text size="sm" fw={700} c="red.9">
            {t(RECORD_KEY[record.kind], { doctor: record.doctor, time: record.time })}
          </Text>
          {awaitsCall && <Text size="sm">{t('call.mayRetry')}</Text>}
        </div>
      )}
      {awaitsCall && permission === 'default' && (
        <div>
          <Button variant="light" size="sm" mih={44} onClick={() => void turnOn()}>
            {t('alerts.turnOn')}
          </Button>
          <Text size="xs" c="dimmed" mt={4}>
            {t('alerts.help')}
          </Text>
        </div>
      )}
      {awaitsCall && permission === 'granted' && (
        <Text size="xs" c="dimmed">
          {t('alerts.on')}
        </Text>
      )}
      {awaitsCall && permission === 'denied' && <Text size="xs">{t('alerts.blocked')}</Text>}
    </Stack>
  );
}
