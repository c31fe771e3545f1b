import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/lib/i18n/language-context';
import { doctorAdviceQueryOptions } from '../api/after-visit';
import { afterVisitCatalogue } from '../i18n/en';
import { formValuesOf } from '../lib/advice-form';
import { AdviceForm } from './advice-form';

type Props = { appointmentId: number; patientName: string; visitDate: string };

/**
 * On the doctor's dashboard, once the visit has happened: write the advice and prescription, or
 * correct it (the saved one is read first). Loaded on demand with the dashboard's appointments.
 */
export default function DoctorAdvice({ appointmentId, patientName, visitDate }: Props) {
  const t = useT(afterVisitCatalogue);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const advice = useQuery(doctorAdviceQueryOptions(appointmentId));
  const written = saved || !!advice.data;
  return (
    <Stack gap={4}>
      <Button variant="outline" mih={44} onClick={() => setOpen(true)} data-testid="write-advice">
        {written ? t('advice.edit') : t('advice.write')}
      </Button>
      {saved && (
        <Text size="sm" role="status" data-testid="advice-saved">
          {t('form.saved')}
        </Text>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('advice.title', { patient: patientName })} size="lg">
        {advice.isPending && (
          <Loader size="sm" role="status" aria-label={t('advice.title', { patient: patientName })} />
        )}
        {advice.isError && <Alert color="red">{t('error.load')}</Alert>}
        {advice.isSuccess && (
          <AdviceForm
            appointmentId={appointmentId}
            visitDate={visitDate}
            initial={formValuesOf(advice.data)}
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setSaved(true);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
