import '@/components/modal-styles';
import { Alert, Anchor, Button, Modal, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { CheckIcon } from '@/components/icons';
import { company } from '@/content/company';
import { messages } from '@/content/messages';
import { isValidMobileNumber } from '@/lib/rules/mobile-number';
import { useRequestCallback } from '../api/request-callback';

type Props = { opened: boolean; onClose: () => void };

/**
 * Helpline call-back request. Step 0 is the phone form, step 1 the confirmation.
 * Unlike the original, success never shows the failure message: only a real failure does.
 */
export default function HelplineModal({ opened, onClose }: Props) {
  const [step, setStep] = useState<0 | 1>(0);
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number: '' },
    validate: { phone_number: (value) => (isValidMobileNumber(value) ? null : messages.helplineInvalidMobile) },
  });
  const mutation = useRequestCallback();
  const { reset: resetForm } = form;
  const { reset: resetMutation } = mutation;

  useEffect(() => {
    if (!opened) return;
    resetForm();
    resetMutation();
    setStep(0);
  }, [opened, resetForm, resetMutation]);

  const submit = form.onSubmit(({ phone_number }) => {
    mutation.mutate({ body: { data: {}, phone_number: phone_number.trim() } }, { onSuccess: () => setStep(1) });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Request a call back" centered size="md">
      {step === 1 ? (
        <Stack align="center" gap="sm" py="md" role="status">
          <ThemeIcon size={56} radius="xl" color="brand">
            <CheckIcon width={30} height={30} />
          </ThemeIcon>
          <Title order={3} ta="center">
            We have received your Request
          </Title>
          <Text ta="center" c="gray.7">
            Our Customer Support team will contact you soon
          </Text>
          <Button onClick={onClose} mt="sm">
            Close
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              Leave your mobile number and our {company.supportPhoneLabel} team will call you back. You can also call us
              directly on{' '}
              <Anchor href={company.supportPhoneHref} fw={700}>
                {company.supportPhone}
              </Anchor>
              .
            </Text>
            <TextInput
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="03XXXXXXXXX"
              withAsterisk
              data-autofocus
              {...form.getInputProps('phone_number')}
            />
            {mutation.isError && (
              <Alert color="red" variant="light" role="alert">
                {messages.helplineFailure}
              </Alert>
            )}
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              Call me back
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
