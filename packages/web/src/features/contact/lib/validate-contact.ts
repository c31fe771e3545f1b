import { isValidEmail } from '@ehp/api-types';
import { messages } from '@/content/messages';
import { isValidMobileNumber } from '@/lib/rules/mobile-number';

export type ContactValues = { name: string; email: string; phone_number: string; subject: string; message: string };

export const MESSAGE_MIN_LENGTH = 10;

/** Field rules for the contact form, in the shape the form hook (lib/use-form) expects. */
export const contactRules = {
  name: (value: string) => (value.trim() ? null : messages['contact.nameRequired']),
  email: (value: string) => (isValidEmail(value) ? null : messages['contact.emailInvalid']),
  phone_number: (value: string) => (isValidMobileNumber(value) ? null : messages['demo.phoneInvalid']),
  subject: (value: string) => (value.trim() ? null : messages['contact.subjectRequired']),
  message: (value: string) => (value.trim().length >= MESSAGE_MIN_LENGTH ? null : messages['contact.messageShort']),
};
