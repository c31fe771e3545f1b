import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ActionError } from '@/components/action-error';
import { Isolate } from '@/components/isolate';
import { useT } from '@/lib/i18n/language-context';
import { labBookingCatalogue } from '../i18n/booking.en';
import { rich } from '@/lib/i18n/translations';

type Props = {
  phone: string;
  verifying: boolean;
  error: unknown;
  onVerify: (code: string) => void;
  onChangeNumber: () => void;
};

/** The code texted to the patient's number: typed here, it signs them in and the booking is made. */
export function PhoneCodeStep({ phone, verifying, error, onVerify, onChangeNumber }: Props) {
  const t = useT(labBookingCatalogue);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {rich(t('code.sent', { phone }), { phone: (text) => <Isolate>{text}</Isolate> })}
      </Text>
      <TextInput
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={invalid ? t('code.invalid') : undefined}
        disabled={verifying}
        onChange={(event) => {
          setCode(event.currentTarget.value.replace(/\D/g, ''));
          setInvalid(false);
        }}
      />
      <ActionError error={error} title={t('code.checkFailed')} onRetry={() => onVerify(code)} retrying={verifying} />
      <Group gap="sm">
        <Button loading={verifying} onClick={() => (/^\d{6}$/.test(code) ? onVerify(code) : setInvalid(true))}>
          {t('code.verify')}
        </Button>
        <Button variant="subtle" onClick={onChangeNumber} disabled={verifying}>
          {t('phone.change')}
        </Button>
      </Group>
    </Stack>
  );
}
