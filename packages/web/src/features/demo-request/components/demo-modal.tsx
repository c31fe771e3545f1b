import '@/components/modal-styles';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { ActionError } from '@/components/action-error';
import { EnquiryMobileInput } from '@/components/contact-inputs';
import { ErrorAlert } from '@/components/error-alert';
import { ModalSuccess } from '@/components/modal-success';
import { SlowNote } from '@/components/slow-note';
import { useResetOnOpen } from '@/components/use-reset-on-open';
import type { DemoFor } from '@/config/constants';
import * as demoContent from '@/content/demo';
import { messages } from '@/content/messages';
import { focusFirstInvalid, formOf } from '@/lib/focus-first-invalid';
import { useCreateDemoRequest } from '../api/create-demo-request';
import { validateDemoRequest, type DemoFormValues } from '../lib/validate-demo-request';
import { useContent, useT } from '@/lib/i18n/language-context';
import { demoRequestCatalogue } from '../i18n/en';

type Props = { opened: boolean; onClose: () => void; demoFor: DemoFor };

const initialValues: DemoFormValues = { name: '', phone_number: '', email: '' };

/** Demo request form (SPEC sections 2, 4, 5 and 8). Loaded on demand. */
export default function DemoModal({ opened, onClose, demoFor }: Props) {
  const { demoProducts } = useContent(demoContent, 'demo');
  const t = useT(demoRequestCatalogue);
  const form = useForm<DemoFormValues>({ initialValues });
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useCreateDemoRequest();

  useResetOnOpen(opened, () => {
    form.reset();
    mutation.reset();
    setMessage(null);
    setDone(false);
  });

  const send = (values: DemoFormValues) =>
    mutation.mutate(
      {
        body: {
          name: values.name.trim(),
          phone_number: values.phone_number.trim(),
          email: values.email.trim(),
          demo_for: demoFor,
        },
      },
      { onSuccess: () => setDone(true) },
    );

  const submit = form.onSubmit((values, event) => {
    const problem = validateDemoRequest(values);
    if (problem) {
      mutation.reset();
      setMessage(problem.message);
      form.setErrors(problem.errors);
      focusFirstInvalid(formOf(event));
      return;
    }
    setMessage(null);
    send(values);
  });

  const product = demoProducts[demoFor];

  return (
    <Modal opened={opened} onClose={onClose} title={t('requestADemo')} centered size="md">
      {done ? (
        <ModalSuccess title={messages['demo.received']} onClose={onClose}>
          {t('sent', { product })}
        </ModalSuccess>
      ) : (
        <form onSubmit={submit} noValidate aria-describedby={message ? 'demo-form-message' : undefined}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('intro', { product })}
            </Text>
            <TextInput label={t('fullName')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
            <EnquiryMobileInput {...form.getInputProps('phone_number')} />
            <TextInput
              label={t('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              placeholder={t('emailExample')}
              withAsterisk
              {...form.getInputProps('email')}
            />
            {message && <ErrorAlert id="demo-form-message">{message}</ErrorAlert>}
            {/* The spec shows one message for every failure; the details the visitor typed stay. */}
            <ActionError
              error={mutation.error}
              message={messages['demo.failed']}
              onRetry={() => send(form.getValues())}
              retrying={mutation.isPending}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              {t('requestDemo')}
            </Button>
            <SlowNote waiting={mutation.isPending} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
