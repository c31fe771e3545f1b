import { defineMessages } from '@/lib/i18n/catalogue';

/** The error catalogue (SPEC sections 5 and 8) in English: the SPEC's exact strings. */
export const messagesCatalogue = defineMessages('messages', {
  'helpline.phoneInvalid': 'Enter Valid Mobile Number',
  'helpline.failed': 'Something went wrong try again!',
  'demo.phoneInvalid': 'Enter a valid Mobile Number',
  'demo.emailInvalid': 'Enter a valid e-mail address, e.g. rabia@clinic.pk',
  'demo.missing': 'Please fill in all the fields.',
  'demo.failed': 'Demo request already exist!',
  'demo.received': 'Request Received!',
  'helpline.received': 'We have received your Request',
  'helpline.followUp': 'Our Customer Support team will contact you soon',
  'labs.soonTitle': 'Lab In Progress',
  'labs.soonText': "We're working on this feature. Stay tuned!",
  'attachment.type': 'Only JPG, JPEG, GIF, PNG, PDF, plain text and Word (.docx) files can be attached.',
  'attachment.size': 'Attachments can be at most 5 MB.',
  'contact.nameRequired': 'Please enter your name.',
  'contact.emailInvalid': 'Please enter a valid e-mail address.',
  'contact.subjectRequired': 'Please add a subject.',
  'contact.messageShort': 'Please write at least 10 characters so we can help.',
  'contact.sent': 'Thank you! Your message has reached our support team. We reply within one working day.',
  failed: 'Something went wrong. Please try again.',
});
