import type { UploadRules } from '../../http/upload-rules.ts';
import { attachmentFileFilter, ATTACHMENT_LIMITS, MULTIPART_MAX_BYTES } from './attachment.ts';

const KB = (n: number) => `${Math.round(n / 1024)} KB`;

/** multer's messages about the contact form's body, in words that say which rule it broke. */
const ATTACHMENT_WORDS: Record<string, string> = {
  'File too large': 'The attachment is larger than 5 MB (5,242,880 bytes).',
  'Too many files': 'Send at most one file, in the "attachment" field.',
  'Too many parts': 'Too many form parts: send subject, message and at most one attachment.',
  'Too many fields': 'Too many form fields: send only subject, message and attachment.',
  'Field value too long': `A form field is longer than ${KB(ATTACHMENT_LIMITS.fieldSize)} (message allows 2000 characters).`,
  'Field name too long': 'A form field name is too long: send only subject, message and attachment.',
  'Unexpected file field': 'Unexpected file field: send the file as "attachment".',
  'multipart file(s) required':
    'The multipart/form-data Content-Type has no boundary; let the HTTP client build the form body.',
};

/** The contact form's upload, registered with clinicContactUs in the handler table. */
export const ATTACHMENT_UPLOAD: UploadRules = {
  maxBytes: MULTIPART_MAX_BYTES,
  tooLargeMessage: ATTACHMENT_WORDS['File too large'],
  limits: ATTACHMENT_LIMITS,
  fileFilter: attachmentFileFilter,
  words: ATTACHMENT_WORDS,
};
