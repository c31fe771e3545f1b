import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the support request form on the clinic dashboard (the keys every language translates). */
export const dashboardSupportCatalogue = defineMessages('dashboard-support', {
  contactSehatlinkSupport: 'Contact SehatLink support',
  askForMoreStaffAccounts:
    'Ask for more staff accounts, a plan change or help with an invoice. Our Customer Support team will get back to you.',
  yourReferenceNumberIs: 'Your reference number is {reference}. {followUp}.',
  subject: 'Subject',
  addTwoMoreStaffAccounts: 'e.g. Add two more staff accounts',
  message: 'Message',
  weOpenedASecondReception: 'e.g. We opened a second reception desk and need two more staff logins.',
  attachmentOptional: 'Attachment (optional)',
  jpgJpegGifPngPdf: 'JPG, JPEG, GIF, PNG, PDF, TXT or DOCX, up to 5 MB',
  chooseAFile: 'Choose a file',
  yourRequestWasNotSent: 'Your request was not sent',
  sendRequest: 'Send request',
  removeAttachment: 'Remove attachment',
  subjectInvalid: 'Write a subject of 2 to 150 characters',
  messageInvalid: 'Describe your request in 5 to 2,000 characters',
  sent: 'We have received your request',
});
