import { Textarea } from '@mantine/core';
import { VISIT_REASON_MAX } from '@ehp/api-types';
import { cleanReason } from '../lib/visit-reason';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

type Props = { value: string; onChange: (value: string) => void };

/** A short optional note for the doctor, who triages by it; the count shows what is left. */
export default function VisitReasonInput({ value, onChange }: Props) {
  const t = useT(doctorsProfileCatalogue);
  return (
    <Textarea
      label={t('reason')}
      description={t('reason.help', { left: VISIT_REASON_MAX - value.length, max: VISIT_REASON_MAX })}
      placeholder={t('reason.example')}
      maxLength={VISIT_REASON_MAX}
      rows={2}
      value={value}
      onChange={(event) => onChange(cleanReason(event.currentTarget.value))}
    />
  );
}
