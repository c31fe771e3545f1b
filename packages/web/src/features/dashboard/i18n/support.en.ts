import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the support request form on the clinic dashboard (the keys every language translates). */
export const dashboardSupportCatalogue = defineMessages('dashboard-support', {
  title: 'Contact SehatLink support',
  intro:
    'Ask for more staff accounts, a plan change or help with an invoice. Our Customer Support team will get back to you.',
  'sent.reference': 'Your reference number is {reference}. {followUp}.',
  subject: 'Subject',
  'subject.example': 'e.g. Add two more staff accounts',
  message: 'Message',
  'message.example': 'e.g. We opened a second reception desk and need two more staff logins.',
  attachment: 'Attachment (optional)',
  'attachment.types': 'JPG, JPEG, GIF, PNG, PDF, TXT or DOCX, up to 5 MB',
  'attachment.choose': 'Choose a file',
  failed: 'Your request was not sent',
  send: 'Send request',
  'attachment.remove': 'Remove attachment',
  'subject.invalid': 'Write a subject of 2 to 150 characters',
  'message.invalid': 'Describe your request in 5 to 2,000 characters',
  sent: 'We have received your request',
});
