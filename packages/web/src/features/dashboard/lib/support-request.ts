import { checkAttachment } from '@/lib/rules/attachment';
import { pageTranslator } from '@/lib/i18n/translations';
import { dashboardSupportCatalogue } from '../i18n/support.en';

const L = pageTranslator(dashboardSupportCatalogue);

// Limits of ClinicContactRequest / ClinicContactUpload in openapi.yaml.
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 2000;

export const supportMessages = {
  get subjectInvalid() {
    return L('subject.invalid');
  },
  get messageInvalid() {
    return L('message.invalid');
  },
  get sent() {
    return L('sent');
  },
} as const;

export type SupportRequestValues = { subject: string; message: string; attachment: File | null };

export const subjectRule = (value: string): string | null => {
  const subject = value.trim();
  return subject.length >= 2 && subject.length <= SUBJECT_MAX ? null : supportMessages.subjectInvalid;
};

export const messageRule = (value: string): string | null => {
  const message = value.trim();
  return message.length >= 5 && message.length <= MESSAGE_MAX ? null : supportMessages.messageInvalid;
};

/** Optional; when given it must pass the shared attachment rule (type and 5 MB). */
export const attachmentRule = (file: File | null): string | null => {
  if (!file) return null;
  const check = checkAttachment(file);
  return check.ok ? null : check.message;
};

/** The multipart body of POST /api/clinic/contact_us. */
export function toSupportFormData(values: SupportRequestValues): FormData {
  const data = new FormData();
  data.append('subject', values.subject.trim());
  data.append('message', values.message.trim());
  if (values.attachment) data.append('attachment', values.attachment, values.attachment.name);
  return data;
}
