import '@/components/modal-styles';
import { Alert, Button, Modal, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { CheckIcon } from '@/components/icons';
import type { DemoFor } from '@/config/constants';
import { demoProducts } from '@/content/demo';
import { messages } from '@/content/messages';
import { useCreateDemoRequest } from '../api/create-demo-request';
import { validateDemoRequest, type DemoFormValues } from '../lib/validate-demo-request';

type Props = { opened: boolean; onClose: () => void; demoFor: DemoFor };

const initialValues: DemoFormValues = { name: '', phone_number: '', email: '' };

/** Demo request form (SPEC sections 2, 4, 5 and 8). Loaded on demand. */
export default function DemoModal({ opened, onClose, demoFor }: Props) {
  const form = useForm<DemoFormValues>({ mode: 'controlled', initialValues });
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useCreateDemoRequest();
  const { reset: resetForm } = form;
  const { reset: resetMutation } = mutation;

  // Each opening starts a fresh request.
  useEffect(() => {
    if (!opened) return;
    resetForm();
    resetMutation();
    setMessage(null);
    setDone(false);
  }, [opened, resetForm, resetMutation]);

  const submit = form.onSubmit((values) => {
    const problem = validateDemoRequest(values);
    if (problem) {
      setMessage(problem.message);
      form.setErrors(Object.fromEntries(problem.fields.map((field) => [field, true])));
      return;
    }
    setMessage(null);
    mutation.mutate(
      {
        body: {
          name: values.name.trim(),
          phone_number: values.phone_number.trim(),
          email: values.email.trim(),
          demo_for: demoFor,
        },
      },
      {
        onSuccess: () => setDone(true),
        // The spec shows one message for every failure.
        onError: () => setMessage(messages.demoFailure),
      },
    );
  });

  const product = demoProducts[demoFor];

  return (
    <Modal opened={opened} onClose={onClose} title="Request a demo" centered size="md">
      {done ? (
        <Stack align="center" gap="sm" py="md" role="status">
          <ThemeIcon size={56} radius="xl" color="brand">
            <CheckIcon width={30} height={30} />
          </ThemeIcon>
          <Title order={3}>Request Received!</Title>
          <Text ta="center" c="gray.7">
            Thank you. A {product} specialist will call you within one working day to schedule your free demo.
          </Text>
          <Button onClick={onClose} mt="sm">
            Close
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} aria-describedby={message ? 'demo-form-message' : undefined}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              See the {product} in action. Leave your details and our team will arrange a free walkthrough at a time
              that suits you.
            </Text>
            <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="03XXXXXXXXX"
              withAsterisk
              {...form.getInputProps('phone_number')}
            />
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
            {message && (
              <Alert id="demo-form-message" color="red" variant="light" role="alert">
                {message}
              </Alert>
            )}
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              Request demo
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
