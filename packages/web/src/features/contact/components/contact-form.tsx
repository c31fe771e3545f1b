import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { EnquiryMobileInput } from '@/components/contact-inputs';
import { ActionError } from '@/components/action-error';
import { SlowNote } from '@/components/slow-note';
import { messages } from '@/content/messages';
import { errorMessage } from '@/lib/api';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactRules, type ContactValues } from '../lib/validate-contact';
import { useT } from '@/lib/i18n/language-context';
import { contactCatalogue } from '../i18n/en';

const initialValues: ContactValues = { name: '', email: '', phone_number: '', subject: '', message: '' };

export function ContactForm() {
  const t = useT(contactCatalogue);
  const form = useForm<ContactValues>({ initialValues, validate: contactRules });
  const mutation = useSendContactMessage();

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone_number: values.phone_number.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    mutation.mutate({ body }, { onSuccess: () => form.reset() });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('contactForm')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('fullName')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={t('email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('emailExample')}
            withAsterisk
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <EnquiryMobileInput {...form.getInputProps('phone_number')} />
          <TextInput label={t('subject')} withAsterisk {...form.getInputProps('subject')} />
        </SimpleGrid>
        <Textarea
          label={t('message')}
          withAsterisk
          minRows={5}
          autosize={false}
          rows={5}
          {...form.getInputProps('message')}
        />
        {mutation.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {messages['contact.sent']}
          </Alert>
        )}
        <ActionError error={mutation.error} message={errorMessage(mutation.error) || messages['failed']} />
        <Button type="submit" loading={mutation.isPending} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('sendMessage')}
        </Button>
        <SlowNote waiting={mutation.isPending} />
      </Stack>
    </form>
  );
}
