import { TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';

// Contact fields shared by the account, booking and enquiry forms. Callers add the description,
// the form's input props and `disabled`; any default here can be overridden. Phone numbers and
// e-mail addresses are typed left to right on Urdu pages too (dir="ltr").

/** A Pakistani mobile number as typed on account and booking forms (checked and normalised on submit). */
export function MobileNumberInput(props: TextInputProps) {
  const t = useT(commonCatalogue);
  return (
    <TextInput
      label={t('phone.label')}
      placeholder={t('phone.example')}
      type="tel"
      dir="ltr"
      inputMode="tel"
      autoComplete="tel-national"
      required
      maxLength={16}
      {...props}
    />
  );
}

/** The mobile number on the short enquiry forms (contact, demo request, call back). */
export function EnquiryMobileInput(props: TextInputProps) {
  const t = useT(commonCatalogue);
  return (
    <TextInput
      label={t('phone.label')}
      type="tel"
      dir="ltr"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('phone.example')}
      withAsterisk
      {...props}
    />
  );
}

/** An e-mail address, required unless the caller says otherwise. */
export function EmailInput(props: TextInputProps) {
  const t = useT(commonCatalogue);
  return (
    <TextInput
      label={t('email.label')}
      type="email"
      dir="ltr"
      autoComplete="email"
      required
      maxLength={254}
      {...props}
    />
  );
}

/** A person's full name, required unless the caller says otherwise. */
export function PersonNameInput(props: TextInputProps) {
  const t = useT(commonCatalogue);
  return <TextInput label={t('name.label')} autoComplete="name" required maxLength={100} {...props} />;
}
