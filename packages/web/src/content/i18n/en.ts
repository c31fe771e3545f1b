import { defineMessages } from '@/lib/i18n/catalogue';

/** The error catalogue (SPEC sections 5 and 8) in English: the SPEC's exact strings. */
export const messagesCatalogue = defineMessages('messages', {
  helplineInvalidMobile: 'Enter Valid Mobile Number',
  helplineFailure: 'Something went wrong try again!',
  demoInvalidMobile: 'Enter a valid Mobile Number',
  demoInvalidEmail: 'Enter a valid e-mail address, e.g. rabia@clinic.pk',
  demoMissingFields: 'Please fill in all the fields.',
  demoFailure: 'Demo request already exist!',
  demoReceived: 'Request Received!',
  helplineReceived: 'We have received your Request',
  helplineFollowUp: 'Our Customer Support team will contact you soon',
  labInProgressTitle: 'Lab In Progress',
  labInProgressText: "We're working on this feature. Stay tuned!",
  attachmentType: 'Only JPG, JPEG, GIF, PNG, PDF, plain text and Word (.docx) files can be attached.',
  attachmentSize: 'Attachments can be at most 5 MB.',
  contactNameRequired: 'Please enter your name.',
  contactEmailInvalid: 'Please enter a valid e-mail address.',
  contactSubjectRequired: 'Please add a subject.',
  contactMessageTooShort: 'Please write at least 10 characters so we can help.',
  contactSent: 'Thank you! Your message has reached our support team. We reply within one working day.',
  genericFailure: 'Something went wrong. Please try again.',
});
