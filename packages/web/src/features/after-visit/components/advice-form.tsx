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
  const setMedicines = (update: (medicines: MedicineRow[]) => MedicineRow[]) =>
    setValues((v) => ({ ...v, medicines: update(v.medicines) }));

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
        <MedicineList medicines={values.medicines} setMedicines={setMedicines} />
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

type ListProps = {
  medicines: MedicineRow[];
  setMedicines: (update: (medicines: MedicineRow[]) => MedicineRow[]) => void;
};

/** The form's medicines: a row each, and a button to add one (up to the limit). */
function MedicineList({ medicines, setMedicines }: ListProps) {
  const t = useT(afterVisitCatalogue);
  return (
    <Fieldset legend={t('drug.list')}>
      <Stack gap="sm">
        {medicines.map((m, i) => (
          <MedicineFields
            key={i}
            index={i}
            row={m}
            onChange={(patch) => setMedicines((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))}
            onRemove={() => setMedicines((rows) => rows.filter((_, j) => j !== i))}
          />
        ))}
        <Button
          variant="light"
          mih={44}
          disabled={medicines.length >= VISIT_ADVICE_LIMITS.medicines}
          onClick={() => setMedicines((rows) => [...rows, emptyMedicine()])}
        >
          {t('drug.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

type RowProps = {
  index: number;
  row: MedicineRow;
  onChange: (patch: Partial<MedicineRow>) => void;
  onRemove: () => void;
};

/** A medicine's text fields, in the order they show, with their length limits and widths. */
const TEXT_FIELDS = [
  { field: 'name', limit: VISIT_ADVICE_LIMITS.medicineName, flex: '2 1 10rem' },
  { field: 'strength', limit: VISIT_ADVICE_LIMITS.strength, flex: '1 1 6rem' },
  { field: 'frequency', limit: VISIT_ADVICE_LIMITS.frequency, flex: '2 1 10rem' },
] as const;

/** One medicine of the form (counted from 1): its name, strength, how often, days, and a button to remove it. */
function MedicineFields({ index, row, onChange, onRemove }: RowProps) {
  const t = useT(afterVisitCatalogue);
  return (
    <Fieldset legend={t('drug.row', { n: index + 1 })} variant="unstyled" data-testid="medicine-row">
      <Group align="flex-end" gap="xs" wrap="wrap">
        {TEXT_FIELDS.map(({ field, limit, flex }) => (
          <TextInput
            key={field}
            label={t(`drug.${field}`)}
            maxLength={limit}
            value={row[field]}
            onChange={(e) => onChange({ [field]: e.currentTarget.value })}
            style={{ flex }}
          />
        ))}
        <TextInput
          label={t('drug.days')}
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          value={row.days}
          onChange={(e) => onChange({ days: e.currentTarget.value })}
          style={{ flex: '1 1 6rem' }}
        />
        <ActionIcon
          variant="light"
          color="red"
          size={44}
          aria-label={t('drug.remove', { n: index + 1 })}
          onClick={onRemove}
        >
          ×
        </ActionIcon>
      </Group>
    </Fieldset>
  );
}
