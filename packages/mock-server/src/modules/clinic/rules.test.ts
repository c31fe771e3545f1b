import { describe, expect, it } from 'vitest';
import { FacilityType } from '@ehp/api-types';
import { checkAttachmentContent, checkAttachmentMeta } from './attachment.ts';
import { chooseBranch, facilityTypeMismatch, newBranchCode } from './rules.ts';

const branches = [
  { id: 11, facility_id: 7, name: 'A', code: 'A-1', city: 'Lahore', address: '' },
  { id: 12, facility_id: 7, name: 'B', code: 'B-1', city: 'Lahore', address: '' },
];

describe('facility sign-in rules', () => {
  it('when no facility type is given or it matches, then there is no mismatch', () => {
    expect(facilityTypeMismatch(undefined, FacilityType.HOSPITAL)).toBeNull();
    expect(facilityTypeMismatch(FacilityType.PHARMACY, FacilityType.PHARMACY)).toBeNull();
  });

  it('when a pharmacy signs in on the clinic page, then the message names the pharmacy page', () => {
    expect(facilityTypeMismatch(FacilityType.CLINIC, FacilityType.PHARMACY)).toBe(
      'This is a pharmacy account, not a clinic account: sign in on the pharmacy sign-in page.',
    );
  });

  it('when the branch is chosen, then one branch needs no id and several need a valid one', () => {
    expect(chooseBranch([branches[0]], undefined)).toEqual({ branch: branches[0] });
    expect(chooseBranch(branches, undefined)).toHaveProperty('error');
    expect(chooseBranch(branches, 12)).toEqual({ branch: branches[1] });
    expect(chooseBranch(branches, 13)).toEqual({ error: 'branch_id 13 is not a branch of this account' });
  });

  it('when a branch code is made, then it is initials and city, numbered when taken', () => {
    expect(newBranchCode('Al-Shifa Pharmacy', 'Karachi', new Set())).toBe('ASP-KAR');
    expect(newBranchCode('Al-Shifa Pharmacy', 'Karachi', new Set(['ASP-KAR']))).toBe('ASP-KAR2');
  });
});

describe('attachment rules', () => {
  it('when the name and type agree on an allowed kind, then it is accepted (octet-stream too)', () => {
    expect(checkAttachmentMeta('attachment', 'Scan.PDF', 'application/pdf')).toEqual({ type: 'application/pdf' });
    expect(checkAttachmentMeta('attachment', 'notes.txt', 'application/octet-stream')).toEqual({ type: 'text/plain' });
  });

  it('when the extension, the type or the field is wrong, then an error', () => {
    expect(checkAttachmentMeta('attachment', 'x.svg', 'image/svg+xml')).toHaveProperty('error');
    expect(checkAttachmentMeta('attachment', 'x.png', 'application/pdf')).toHaveProperty('error');
    expect(checkAttachmentMeta('file', 'x.png', 'image/png')).toHaveProperty('error');
  });

  it('when the bytes do not match the type, then an error', () => {
    expect(checkAttachmentContent('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(checkAttachmentContent('image/gif', Buffer.from('GIF89a'))).toBeNull();
    expect(checkAttachmentContent('text/plain', Buffer.from('hello'))).toBeNull();
    expect(checkAttachmentContent('text/plain', Buffer.from([0x68, 0x00]))).not.toBeNull();
    expect(
      checkAttachmentContent(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        Buffer.from('%PDF-'),
      ),
    ).not.toBeNull();
  });
});
