import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIME_TYPES,
  isAttachmentExtension,
} from '@ehp/api-types';
import { messages } from '@/content/messages';

export type AttachmentCheck = { ok: true } | { ok: false; reason: 'type' | 'size'; message: string };

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

/** Comma-separated list for an <input accept>. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_EXTENSIONS.map((e) => `.${e}`), ...ATTACHMENT_MIME_TYPES].join(',');

export function isAllowedAttachmentType(file: Pick<File, 'name' | 'type'>): boolean {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const byExtension = isAttachmentExtension(ext);
  const byMime = ATTACHMENT_MIME_TYPES.includes(file.type.toLowerCase());
  // Browsers leave type empty for some files; then the extension decides.
  return file.type ? byMime && (byExtension || ext === '') : byExtension;
}

export function checkAttachment(file: FileLike): AttachmentCheck {
  if (!isAllowedAttachmentType(file)) return { ok: false, reason: 'type', message: messages['attachment.type'] };
  if (file.size > ATTACHMENT_MAX_BYTES) return { ok: false, reason: 'size', message: messages['attachment.size'] };
  return { ok: true };
}
