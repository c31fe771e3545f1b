import '@/components/modal-styles';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { EnquiryMobileInput } from '@/components/contact-inputs';
import { ErrorAlert } from '@/components/error-alert';
import { ModalSuccess } from '@/components/modal-success';
import { useResetOnOpen } from '@/components/use-reset-on-open';
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

  useResetOnOpen(opened, () => {
    form.reset();
    mutation.reset();
    setMessage(null);
    setDone(false);
  });

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
        <ModalSuccess title={messages.demoReceived} onClose={onClose}>
          Thank you. A {product} specialist will call you within one working day to schedule your free demo.
        </ModalSuccess>
      ) : (
        <form onSubmit={submit} aria-describedby={message ? 'demo-form-message' : undefined}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              See the {product} in action. Leave your details and our team will arrange a free walkthrough at a time
              that suits you.
            </Text>
            <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
            <EnquiryMobileInput {...form.getInputProps('phone_number')} />
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
            {message && <ErrorAlert id="demo-form-message">{message}</ErrorAlert>}
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              Request demo
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
