import { extname } from 'node:path';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MEDIA_TYPES,
  canonicalMediaType,
  isAttachmentExtension,
} from '@ehp/api-types';
import OpenApiValidator from 'express-openapi-validator';
import type { FileFilter } from '../../http/upload-rules.ts';

const { BadRequest } = OpenApiValidator.error;

// The limit and the allowed types are contract facts shared with the portal (@ehp/api-types);
// this file keeps only how the mock enforces them (multer limits, names, magic bytes).
export { ATTACHMENT_MAX_BYTES };
/** Multipart framing and the two text fields on top of the file. */
export const MULTIPART_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;

const DOCX = ATTACHMENT_MEDIA_TYPES.docx;
const ALLOWED_LIST = `${ATTACHMENT_EXTENSIONS.slice(0, -1).join(', ')} or ${ATTACHMENT_EXTENSIONS.at(-1)}`;

export const ATTACHMENT_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 16 * 1024,
  parts: 6,
};

/** The file type a name and declared type stand for, or an error message. */
export function checkAttachmentMeta(
  field: string,
  filename: string,
  mimetype: string,
): { type: string } | { error: string } {
  if (field !== 'attachment')
    return { error: `Unexpected file field "${field.slice(0, 40)}"; send the file as "attachment"` };
  const ext = extname(filename).slice(1).toLowerCase();
  if (!isAttachmentExtension(ext)) return { error: `The attachment must be ${ALLOWED_LIST}` };
  const type = ATTACHMENT_MEDIA_TYPES[ext];
  const declared = canonicalMediaType(mimetype);
  if (declared !== type && declared !== 'application/octet-stream') {
    return {
      error: `The attachment's type (${declared.slice(0, 60)}) does not match its name; allowed: ${ALLOWED_LIST}`,
    };
  }
  return { type };
}

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** Checks the first bytes against the type, so a renamed executable is refused. */
export function checkAttachmentContent(type: string, buf: Buffer): string | null {
  const ok =
    type === 'image/jpeg'
      ? startsWith(buf, [0xff, 0xd8, 0xff])
      : type === 'image/png'
        ? startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        : type === 'image/gif'
          ? buf.subarray(0, 4).toString('latin1') === 'GIF8'
          : type === 'application/pdf'
            ? buf.subarray(0, 5).toString('latin1') === '%PDF-'
            : type === DOCX
              ? startsWith(buf, [0x50, 0x4b, 0x03, 0x04])
              : type === 'text/plain'
                ? !buf.subarray(0, 8192).includes(0)
                : false;
  return ok ? null : `The attachment's content is not a valid ${type} file`;
}

/** multer fileFilter: refuses a wrong type before any of its bytes are kept. */
export const attachmentFileFilter: FileFilter = (req, file, cb) => {
  const checked = checkAttachmentMeta(file.fieldname, file.originalname, file.mimetype);
  if ('error' in checked) cb(new BadRequest({ path: req.path, message: checked.error }));
  else cb(null, true);
};
