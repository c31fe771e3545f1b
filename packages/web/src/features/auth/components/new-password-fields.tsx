import { CheckIcon, List, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InputProps } from '@/lib/use-form';
import { passwordRules } from '../lib/validation';
import { useT } from '@/lib/i18n/language-context';
import { rich, visuallyHidden } from '@/lib/i18n/translations';
import { authCatalogue } from '../i18n/en';

type Props = {
  password: string;
  passwordProps: InputProps<string>;
  confirmProps: InputProps<string>;
  passwordLabel?: string;
  disabled?: boolean;
};

/** New password + confirmation, with the strength rules ticked off as they are met. */
export function NewPasswordFields({
  password,
  passwordProps,
  confirmProps,
  passwordLabel: passwordLabelGiven,
  disabled,
}: Props) {
  const t = useT(authCatalogue);
  const passwordLabel = passwordLabelGiven ?? t('password.label');
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel}
        description={t('password.rules')}
        autoComplete="new-password"
        required
        maxLength={128}
        disabled={disabled}
        {...passwordProps}
      />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          {t('password.checklist')}
        </Text>
        <List spacing={2} size="sm" center>
          {passwordRules.map((rule) => {
            const met = rule.test(password);
            return (
              <List.Item
                key={rule.id}
                c={met ? 'teal.8' : 'gray.7'}
                icon={
                  <ThemeIcon
                    size={16}
                    radius="xl"
                    color={met ? 'teal' : 'gray'}
                    variant={met ? 'filled' : 'light'}
                    aria-hidden
                  >
                    {met ? <CheckIcon size={8} /> : null}
                  </ThemeIcon>
                }
              >
                {rich(t(met ? 'password.ruleMet' : 'password.ruleMissing', { rule: rule.label }), {
                  hidden: visuallyHidden,
                })}
              </List.Item>
            );
          })}
        </List>
      </div>
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        maxLength={128}
        disabled={disabled}
        {...confirmProps}
      />
    </Stack>
  );
}
