import { Alert, Anchor, Button, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import { rich } from '@/lib/i18n/translations';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** The doctor sign-up form on /default/signup. */
export const DOCTOR_SIGNUP_PATH = `${paths.signup.default}?as=doctor`;

type Props = { stage: string; pmdc: string; onSetPassword: () => void };

/**
 * What the PMDC check found when it is not a password to type: no account with that number (sign
 * up instead), or an account a clinic added that has no password yet (set one).
 */
export function DoctorStageNote({ stage, pmdc, onSetPassword }: Props) {
  const t = useAuthT(authSignInCatalogue);
  if (stage === 'not-registered')
    return (
      <WarningAlert title={t('doctor.notFound', { pmdc })}>
        <Text size="sm">
          {rich(t('doctor.notFoundHelp'), {
            link: (text) => (
              <Anchor component={Link} to={DOCTOR_SIGNUP_PATH} fw={600}>
                {text}
              </Anchor>
            ),
          })}
        </Text>
      </WarningAlert>
    );
  if (stage === 'no-password')
    return (
      <Alert color="blue" variant="light" title={t('doctor.noPassword')}>
        <Stack gap="xs">
          <Text size="sm">{t('doctor.noPasswordHelp')}</Text>
          <Button variant="light" w="fit-content" onClick={onSetPassword}>
            {t('doctor.setPassword')}
          </Button>
        </Stack>
      </Alert>
    );
  return null;
}

/** At the password stage, under the (read-only) PMDC number: go back and type another. */
export function OtherPmdcLink({ onClick }: { onClick: () => void }) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <Group justify="space-between" mt={-8}>
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {t('doctor.otherPmdc')}
      </Anchor>
    </Group>
  );
}

/** The doctor's PMDC number, the account's name. */
export function PmdcInput(props: TextInputProps) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <TextInput
      label={t('pmdc.label')}
      description={t('doctor.pmdcHint')}
      placeholder={t('pmdc.example')}
      autoComplete="username"
      autoCapitalize="characters"
      required
      maxLength={12}
      {...props}
    />
  );
}
