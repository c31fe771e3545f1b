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
              {t('contactSehatlinkSupport')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('askForMoreStaffAccounts')}
            </Text>
          </div>
          {reference !== null && (
            <Alert color="teal" variant="light" title={supportMessages.sent} role="status">
              {t('yourReferenceNumberIs', { reference, followUp: messages['helpline.followUp'] })}
            </Alert>
          )}
          <TextInput
            label={t('subject')}
            placeholder={t('addTwoMoreStaffAccounts')}
            required
            maxLength={SUBJECT_MAX}
            disabled={contact.isPending}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('message')}
            placeholder={t('weOpenedASecondReception')}
            required
            rows={5}
            resize="vertical"
            maxLength={MESSAGE_MAX}
            disabled={contact.isPending}
            {...form.getInputProps('message')}
          />
          <FileInput
            label={t('attachmentOptional')}
            description={t('jpgJpegGifPngPdf')}
            placeholder={t('chooseAFile')}
            accept={ATTACHMENT_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('removeAttachment') }}
            disabled={contact.isPending}
            {...form.getInputProps('attachment')}
          />
          {contact.error && (
            <Alert color="red" variant="light" title={t('yourRequestWasNotSent')}>
              {errorMessage(contact.error)}
            </Alert>
          )}
          <Button type="submit" loading={contact.isPending} disabled={contact.isPending} w="fit-content">
            {t('sendRequest')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
