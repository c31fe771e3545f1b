import { CheckIcon, List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { passwordRules } from '../lib/validation';

type Props = {
  password: string;
  passwordProps: GetInputPropsReturnType;
  confirmProps: GetInputPropsReturnType;
  passwordLabel?: string;
  disabled?: boolean;
};

/** New password + confirmation, with the strength rules ticked off as they are met. */
export function NewPasswordFields({
  password,
  passwordProps,
  confirmProps,
  passwordLabel = 'Password',
  disabled,
}: Props) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel}
        description="At least 8 characters, with upper- and lower-case letters, a number and a symbol."
        autoComplete="new-password"
        required
        maxLength={128}
        disabled={disabled}
        {...passwordProps}
      />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          Password checklist
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
                {rule.label}
                <VisuallyHidden>{met ? ' (done)' : ' (missing)'}</VisuallyHidden>
              </List.Item>
            );
          })}
        </List>
      </div>
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        maxLength={128}
        disabled={disabled}
        {...confirmProps}
      />
    </Stack>
  );
}
