import { VISIT_ADVICE_LIMITS } from '@ehp/api-types';
import { ActionIcon, Alert, Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api';
import { httpStatusOf, HTTP_CONFLICT } from '@/lib/http-status';
import { useT } from '@/lib/i18n/language-context';
import { useSaveAdvice } from '../api/after-visit';
import { afterVisitCatalogue } from '../i18n/en';
import {
  adviceFormProblem,
  emptyMedicine,
  requestOf,
  type AdviceFormValues,
  type MedicineRow,
} from '../lib/advice-form';

type Props = {
  appointmentId: number;
  visitDate: string;
  initial: AdviceFormValues;
  onSaved: () => void;
  onCancel: () => void;
};

/** The doctor's advice after a visit: advice, medicines (rows to add and remove), tests, follow-up. */
export function AdviceForm({ appointmentId, visitDate, initial, onSaved, onCancel }: Props) {
  const t = useT(afterVisitCatalogue);
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAdvice(appointmentId);
  const setRow = (i: number, patch: Partial<MedicineRow>) =>
    setValues((v) => ({ ...v, medicines: v.medicines.map((m, j) => (j === i ? { ...m, ...patch } : m)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = adviceFormProblem(values, visitDate, appointmentId);
    if (found) return setProblem(t(found.key, found.values));
    setProblem(null);
    save.mutate(requestOf(appointmentId, values), {
      onSuccess: onSaved,
      onError: (error) =>
        setProblem(httpStatusOf(error) === HTTP_CONFLICT ? t('advice.notYet') : errorMessage(error) || t('error.save')),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('advice.write')}>
      <Stack gap="md">
        <Textarea
          label={t('advice.label')}
          description={t('advice.hint')}
          rows={4}
          maxLength={VISIT_ADVICE_LIMITS.advice}
          value={values.advice}
          onChange={(e) => setValues({ ...values, advice: e.currentTarget.value })}
        />
        <Fieldset legend={t('drug.list')}>
          <Stack gap="sm">
            {values.medicines.map((m, i) => (
              <Fieldset key={i} legend={t('drug.row', { n: i + 1 })} variant="unstyled" data-testid="medicine-row">
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label={t('drug.name')}
                    maxLength={VISIT_ADVICE_LIMITS.medicineName}
                    value={m.name}
                    onChange={(e) => setRow(i, { name: e.currentTarget.value })}
                    style={{ flex: '2 1 10rem' }}
                  />
                  <TextInput
                    label={t('drug.strength')}
                    maxLength={VISIT_ADVICE_LIMITS.strength}
                    value={m.strength}
                    onChange={(e) => setRow(i, { strength: e.currentTarget.value })}
                    style={{ flex: '1 1 6rem' }}
                  />
                  <TextInput
                    label={t('drug.frequency')}
                    maxLength={VISIT_ADVICE_LIMITS.frequency}
                    value={m.frequency}
                    onChange={(e) => setRow(i, { frequency: e.currentTarget.value })}
                    style={{ flex: '2 1 10rem' }}
                  />
                  <TextInput
                    label={t('drug.days')}
                    inputMode="numeric"
                    dir="ltr"
                    maxLength={3}
                    value={m.days}
                    onChange={(e) => setRow(i, { days: e.currentTarget.value })}
                    style={{ flex: '1 1 6rem' }}
                  />
                  <ActionIcon
                    variant="light"
                    color="red"
                    size={44}
                    aria-label={t('drug.remove', { n: i + 1 })}
                    onClick={() => setValues((v) => ({ ...v, medicines: v.medicines.filter((_, j) => j !== i) }))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Fieldset>
            ))}
            <Button
              variant="light"
              mih={44}
              disabled={values.medicines.length >= VISIT_ADVICE_LIMITS.medicines}
              onClick={() => setValues((v) => ({ ...v, medicines: [...v.medicines, emptyMedicine()] }))}
            >
              {t('drug.add')}
            </Button>
          </Stack>
        </Fieldset>
        <Textarea
          label={t('tests.label')}
          description={t('tests.hint')}
          rows={3}
          value={values.tests}
          onChange={(e) => setValues({ ...values, tests: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('followUp.label')}
          description={t('followUp.hint')}
          dir="ltr"
          value={values.followUp}
          onChange={(e) => setValues({ ...values, followUp: e.currentTarget.value })}
        />
        {problem && (
          <Alert color="red" role="alert" data-testid="advice-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" mih={44} loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
