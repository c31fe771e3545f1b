import { Alert, Button, FileInput, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
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

/** POST /api/clinic/contact_us: a signed-in owner writes to SehatLink support, optionally with a file. */
export function SupportRequestForm() {
  const contact = useClinicContactUs();
  const [reference, setReference] = useState<number | null>(null);
  const form = useForm<SupportRequestValues>({
    mode: 'controlled',
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
              Contact SehatLink support
            </Title>
            <Text size="sm" c="dimmed">
              Ask for more staff accounts, a plan change or help with an invoice. Our Customer Support team will get
              back to you.
            </Text>
          </div>
          {reference !== null && (
            <Alert color="teal" variant="light" title={supportMessages.sent} role="status">
              Your reference number is {reference}. {messages.helplineFollowUp}.
            </Alert>
          )}
          <TextInput
            label="Subject"
            placeholder="Add two more staff accounts"
            required
            maxLength={SUBJECT_MAX}
            disabled={contact.isPending}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Message"
            placeholder="We opened a second reception desk and need two more staff logins."
            required
            rows={5}
            resize="vertical"
            maxLength={MESSAGE_MAX}
            disabled={contact.isPending}
            {...form.getInputProps('message')}
          />
          <FileInput
            label="Attachment (optional)"
            description="JPG, JPEG, GIF, PNG, PDF, TXT or DOCX, up to 5 MB"
            placeholder="Choose a file"
            accept={ATTACHMENT_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove attachment' }}
            disabled={contact.isPending}
            {...form.getInputProps('attachment')}
          />
          {contact.error && (
            <Alert color="red" variant="light" title="Your request was not sent">
              {errorMessage(contact.error)}
            </Alert>
          )}
          <Button type="submit" loading={contact.isPending} disabled={contact.isPending} w="fit-content">
            Send request
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
