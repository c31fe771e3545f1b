import { SimpleGrid, TextInput } from '@mantine/core';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/use-form';
import { EmailInput, MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import { paths } from '@/config/paths';
import * as specialitiesContent from '@/content/specialities';
import { useVerifyDoctorSignup } from '../api/sign-up';
import { signUpDetailsBody, signUpDetailsInitial, signUpDetailsRules } from '../lib/sign-up-details';
import { specialityRule } from '../lib/speciality-rule';
import { normalizePmdc, personNameRule, pmdcRule } from '../lib/validation';
import { CitySelect, SignUpForm } from './sign-up-form';
import { useSignUpFlow } from './use-sign-up-flow';
import { useContent } from '@/lib/i18n/language-context';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';
import { useApiLabels } from '@/components/use-speciality-names';

/** Registers a doctor: details -> SMS code -> verify_dr_signup_otp -> doctor dashboard. */
export function DoctorSignUp() {
  const { specialityNames } = useContent(specialitiesContent, 'specialities');
  const t = useAuthT(authSignUpCatalogue);
  const labels = useApiLabels();
  const verifySignup = useVerifyDoctorSignup();
  const form = useForm({
    initialValues: { name: '', pmdc: '', speciality: null as string | null, ...signUpDetailsInitial },
    validate: { name: personNameRule, pmdc: pmdcRule, speciality: specialityRule, ...signUpDetailsRules },
  });

  const flow = useSignUpFlow((code) => {
    const v = form.getValues();
    return verifySignup.mutateAsync({
      otp_code: code,
      name: v.name.trim(),
      pmdc: normalizePmdc(v.pmdc),
      speciality: v.speciality ?? '',
      ...signUpDetailsBody(v),
    });
  });

  return (
    <SignUpForm flow={flow} form={form} loginPath={paths.login.doctor} verifyLabel={t('doctor.create')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonNameInput
          placeholder={t('doctor.nameExample')}
          disabled={flow.sending}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('pmdc.label')}
          description={t('pmdc.example')}
          placeholder={t('pmdc.example')}
          autoCapitalize="characters"
          required
          maxLength={12}
          disabled={flow.sending}
          {...form.getInputProps('pmdc')}
        />
        <MobileNumberInput
          description={t('phone.willVerify')}
          disabled={flow.sending}
          {...form.getInputProps('phone_number')}
        />
        <EmailInput placeholder={t('doctor.emailExample')} disabled={flow.sending} {...form.getInputProps('email')} />
        <SelectField
          label={t('speciality.label')}
          placeholder={t('speciality.choose')}
          data={specialityNames.map((name) => ({ value: name, label: labels.speciality(name) }))}
          required
          disabled={flow.sending}
          {...form.getInputProps('speciality')}
        />
        <CitySelect disabled={flow.sending} {...form.getInputProps('city')} />
      </SimpleGrid>
    </SignUpForm>
  );
}
