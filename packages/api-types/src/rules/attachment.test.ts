import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MEDIA_TYPES,
  ATTACHMENT_MIME_TYPES,
  canonicalMediaType,
  isAttachmentExtension,
} from './attachment.ts';

describe('attachment facts', () => {
  it('when every extension is looked up, then each has a media type that is accepted', () => {
    for (const ext of ATTACHMENT_EXTENSIONS) expect(ATTACHMENT_MIME_TYPES).toContain(ATTACHMENT_MEDIA_TYPES[ext]);
    expect(isAttachmentExtension('docx')).toBe(true);
    expect(isAttachmentExtension('doc')).toBe(false);
  });
  it('when a declared type has parameters, capitals or an alias, then its standard form is returned', () => {
    expect(canonicalMediaType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(canonicalMediaType('image/jpg')).toBe('image/jpeg');
  });
});
