// SPEC sections 5 and 9 (and openapi.yaml's SupportRequestForm.attachment): what a support request
// may attach. The portal checks a file before upload and the mock refuses the rest; both read the
// limit and the types from here so they cannot drift apart.

/** 5 MB. openapi.yaml states the same bound as the attachment's maxLength. */
export const ATTACHMENT_MAX_BYTES = 5_242_880;

export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'pdf', 'txt', 'docx'] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The media type each allowed extension stands for ("plain text" is .txt, "Word" is .docx). */
export const ATTACHMENT_MEDIA_TYPES: Readonly<Record<AttachmentExtension, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
  docx: DOCX,
};

/** Non-standard names some systems declare for an allowed type (older Windows says image/jpg). */
export const ATTACHMENT_MEDIA_TYPE_ALIASES: Readonly<Record<string, string>> = { 'image/jpg': 'image/jpeg' };

/** Every declared media type that is accepted, aliases included. */
export const ATTACHMENT_MIME_TYPES: readonly string[] = [
  ...new Set([...Object.values(ATTACHMENT_MEDIA_TYPES), ...Object.keys(ATTACHMENT_MEDIA_TYPE_ALIASES)]),
];

export const isAttachmentExtension = (ext: string): ext is AttachmentExtension =>
  (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);

/** A declared media type in its standard form: lower case, no parameters, aliases resolved. */
export function canonicalMediaType(declared: string): string {
  const bare = declared.split(';')[0].trim().toLowerCase();
  return ATTACHMENT_MEDIA_TYPE_ALIASES[bare] ?? bare;
}
