import { Alert, Button, FileInput, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { messages } from '@/content/messages';
import { errorMessage } from '@/lib/api';
import { ATTACHMENT_ACCEPT } from '@/lib/rules/attachment';
import { supportRequestInit, useClinicContactUs } from '../api/clinic-contact-us';
import {
  MESSAGE_MAX,
  SUBJECT_MAX,
  attachmentRule,
  messageRule,
  subjectRule,
  supportMessages,
  type SupportRequestValues,
} from '../lib/support-request';
import { useT } from '@/lib/i18n/language-context';
import { dashboardSupportCatalogue } from '../i18n/support.en';

/** POST /api/clinic/contact_us: a signed-in owner writes to SehatLink support, optionally with a file. */
export function SupportRequestForm() {
  const t = useT(dashboardSupportCatalogue);
  const contact = useClinicContactUs();
  const [reference, setReference] = useState<number | null>(null);
  const form = useForm<SupportRequestValues>({
    initialValues: { subject: '', message: '', attachment: null },
    validate: { subject: subjectRule, message: messageRule, attachment: attachmentRule },
    validateInputOnChange: ['attachment'],
  });

  const handleSubmit = form.onSubmit((values) => {
    setReference(null);
    contact.mutate(supportRequestInit(values), {
      onSuccess: (res) => {
        setReference(res.data.id);
        form.reset();
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="support-request">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz={20} id="support-request">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </div>
          {reference !== null && (
            <Alert color="teal" variant="light" title={supportMessages.sent} role="status">
              {t('sent.reference', { reference, followUp: messages['helpline.followUp'] })}
            </Alert>
          )}
          <TextInput
            label={t('subject')}
            placeholder={t('subject.example')}
            required
            maxLength={SUBJECT_MAX}
            disabled={contact.isPending}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('message')}
            placeholder={t('message.example')}
            required
            rows={5}
            resize="vertical"
            maxLength={MESSAGE_MAX}
            disabled={contact.isPending}
            {...form.getInputProps('message')}
          />
          <FileInput
            label={t('attachment')}
            description={t('attachment.types')}
            placeholder={t('attachment.choose')}
            accept={ATTACHMENT_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('attachment.remove') }}
            disabled={contact.isPending}
            {...form.getInputProps('attachment')}
          />
          {contact.error && (
            <Alert color="red" variant="light" title={t('failed')}>
              {errorMessage(contact.error)}
            </Alert>
          )}
          <Button type="submit" loading={contact.isPending} disabled={contact.isPending} w="fit-content">
            {t('send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
