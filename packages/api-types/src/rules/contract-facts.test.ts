import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  AMOUNT_MAX,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MEDIA_TYPES,
  MAX_RESCHEDULES,
  VISIT_LINK_DAYS,
  VISIT_REASON_MAX,
} from './index.ts';

// The constants are checked against openapi.yaml itself, so a change to the contract fails here
// instead of leaving the portal and the mock with an old number.
type Schema = { maximum?: number; maxLength?: number; properties?: Record<string, Schema> };
type Upload = { encoding: { attachment: { contentType: string } } };
const contract: {
  paths: Record<string, { post: { requestBody: { content: Record<string, Upload> } }; get: { description: string } }>;
  components: { schemas: Record<string, Schema> };
} = parse(readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8'));
const schemas = contract.components.schemas;
const upload = contract.paths['/api/clinic/contact_us'].post.requestBody.content['multipart/form-data'];

describe('amount bound', () => {
  it('when the contract is read, then AMOUNT_MAX is Amount.maximum', () => {
    expect(schemas.Amount.maximum).toBe(AMOUNT_MAX);
  });
});

describe('reason for a visit', () => {
  it('when the contract is read, then VISIT_REASON_MAX is VisitReason.maxLength', () => {
    expect(schemas.VisitReason.maxLength).toBe(VISIT_REASON_MAX);
  });
});

describe('reschedule', () => {
  it('when the contract is read, then MAX_RESCHEDULES is Appointment.reschedule_count.maximum', () => {
    expect(schemas.Appointment.properties?.reschedule_count.maximum).toBe(MAX_RESCHEDULES);
  });
});

describe("the link to a visit's advice", () => {
  it('when the contract is read, then getVisitAdviceByLink gives the link VISIT_LINK_DAYS days', () => {
    const description = contract.paths['/api/appointments/visit-advice'].get.description.replace(/\s+/g, ' ');
    expect(description).toContain(`it works for ${VISIT_LINK_DAYS} days from the advice's first save`);
    expect(description).toContain(`once its ${VISIT_LINK_DAYS} days are over`);
  });
});

describe('attachment facts', () => {
  it('when the contract is read, then the size limit is the attachment maxLength', () => {
    expect(schemas.ClinicContactUpload.properties?.attachment.maxLength).toBe(ATTACHMENT_MAX_BYTES);
  });
  it('when the contract is read, then the media types are the upload encoding of contact_us', () => {
    const declared = upload.encoding.attachment.contentType.split(',').map((t) => t.trim());
    expect([...new Set(Object.values(ATTACHMENT_MEDIA_TYPES))].sort()).toEqual(declared.sort());
  });
});
