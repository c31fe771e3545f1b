// The error catalogue (SPEC sections 5 and 8). Each user-facing message lives here once.

export const messages = {
  helplineInvalidMobile: 'Enter Valid Mobile Number',
  helplineFailure: 'Something went wrong try again!',
  demoInvalidMobile: 'Enter a valid Mobile Number',
  demoMissingFields: 'Please fill in all the fields.',
  demoFailure: 'Demo request already exist!',
  attachmentType: 'Only JPG, JPEG, GIF, PNG, PDF, plain text and Word (.docx) files can be attached.',
  attachmentSize: 'Attachments can be at most 5 MB.',
  genericFailure: 'Something went wrong. Please try again.',
} as const;
