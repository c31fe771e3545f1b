import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { ActionError } from '@/components/action-error';
import { EmailInput, MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import type { components } from '@ehp/api-types';
import { useApiLabels } from '@/components/use-speciality-names';
import { formatTime12h } from '@/lib/format-time';
import { useT } from '@/lib/i18n/language-context';
import type { CheckboxProps, InputProps } from '@/lib/use-form';
import { labsCatalogue } from '../i18n/en';
import { labBookingCatalogue } from '../i18n/booking.en';
import { formatLongDate } from '../lib/dates';

type LabBranch = components['schemas']['LabBranch'];

type SamplingProps = {
  offered: boolean;
  checked: boolean;
  disabled: boolean;
  checkboxProps: CheckboxProps;
  addressProps: InputProps<string>;
};

/** Home sampling, where the branch offers it, and then the address the collector comes to. */
export function HomeSamplingFields({ offered, checked, disabled, checkboxProps, addressProps }: SamplingProps) {
  const t = useT(labsCatalogue);
  return (
    <>
      {offered && <Checkbox label={t('home')} description={t('home.help')} disabled={disabled} {...checkboxProps} />}
      {checked && (
        <Textarea
          label={t('home.address')}
          placeholder={t('home.example')}
          autoComplete="street-address"
          required
          rows={3}
          maxLength={300}
          disabled={disabled}
          {...addressProps}
        />
      )}
    </>
  );
}

type SummaryProps = { branch: LabBranch; homeSampling: boolean; date: string; time: string | null };

/** "Your booking": where (the branch, or home from the branch) and, once chosen, when. */
export function BookingSummary({ branch, homeSampling, date, time }: SummaryProps) {
  const b = useT(labBookingCatalogue);
  const labels = useApiLabels();
  return (
    <Stack gap={2} aria-live="polite">
      <Text size="sm" fw={700}>
        {b('summary')}
      </Text>
      <Text size="sm" dir="auto">
        {b(homeSampling ? 'summary.home' : 'summary.branch', {
          branch_name: branch.branch_name,
          city: labels.city(branch.city),
        })}
      </Text>
      {date && time && (
        <Text size="sm">
          {formatLongDate(date)}, {formatTime12h(time)}
        </Text>
      )}
    </Stack>
  );
}

type ContactProps = {
  patient: boolean;
  disabled: boolean;
  /** The code went to the number: it stays as it is until the visitor changes it. */
  phoneLocked: boolean;
  nameProps: InputProps<string>;
  phoneProps: InputProps<string>;
  emailProps: InputProps<string>;
};

/** Who the booking is for: name, the number (a signed-in patient's account number is used) and an email. */
export function ContactFields({ patient, disabled, phoneLocked, nameProps, phoneProps, emailProps }: ContactProps) {
  const t = useT(labsCatalogue);
  const b = useT(labBookingCatalogue);
  // The booking catalogue's text for a prop, read first (the untranslated-strings test knows t() only).
  const phoneHint = b('phone.hint');
  return (
    <>
      <PersonNameInput label={t('form.name')} disabled={disabled} {...nameProps} />
      {patient ? (
        <Text size="sm" c="dimmed">
          {b('phone.account')}
        </Text>
      ) : (
        <MobileNumberInput description={phoneHint} disabled={disabled || phoneLocked} {...phoneProps} />
      )}
      <EmailInput
        label={t('form.email')}
        description={t('form.emailHint')}
        required={false}
        disabled={disabled}
        {...emailProps}
      />
    </>
  );
}

type Call = { error: unknown; isPending: boolean };
type ErrorsProps = { sendCode: Call; booking: Call; onResend: () => void; onRebook: () => void };

/** A failure is told here, beside the button that failed: in view, focused and announced. */
export function BookingErrors({ sendCode, booking, onResend, onRebook }: ErrorsProps) {
  const t = useT(labsCatalogue);
  const b = useT(labBookingCatalogue);
  // The booking catalogue's text for a prop, read first (the untranslated-strings test knows t() only).
  const codeNotSent = b('code.sendFailed');
  return (
    <>
      <ActionError error={sendCode.error} title={codeNotSent} onRetry={onResend} retrying={sendCode.isPending} />
      <ActionError error={booking.error} title={t('form.failed')} onRetry={onRebook} retrying={booking.isPending} />
    </>
  );
}
