import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { attachmentRule, messageRule, subjectRule, supportMessages, toSupportFormData } from './support-request';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('support request rules', () => {
  it('when the subject or message is too short, then they are rejected', () => {
    expect(subjectRule(' a ')).toBe(supportMessages.subjectInvalid);
    expect(subjectRule('Add staff')).toBeNull();
    expect(messageRule('Hi')).toBe(supportMessages.messageInvalid);
    expect(messageRule('We need two more staff logins.')).toBeNull();
    expect(messageRule('x'.repeat(2001))).toBe(supportMessages.messageInvalid);
  });

  it('when the attachment is an executable or over 5 MB, then the shared attachment messages are used', () => {
    expect(attachmentRule(null)).toBeNull();
    expect(attachmentRule(file('invoice.pdf', 'application/pdf', 1000))).toBeNull();
    expect(attachmentRule(file('setup.exe', 'application/x-msdownload', 1000))).toBe(messages['attachment.type']);
    expect(attachmentRule(file('scan.png', 'image/png', 5_242_881))).toBe(messages['attachment.size']);
    expect(attachmentRule(file('scan.png', 'image/png', 5_242_880))).toBeNull();
  });

  it('when converted for sending, then subject, message and the file go into multipart fields', () => {
    const attachment = file('invoice.pdf', 'application/pdf', 10);
    const data = toSupportFormData({
      subject: ' Invoice copy ',
      message: 'Wrong branch name on the invoice.',
      attachment,
    });
    expect(data.get('subject')).toBe('Invoice copy');
    expect(data.get('message')).toBe('Wrong branch name on the invoice.');
    expect((data.get('attachment') as File).name).toBe('invoice.pdf');
  });
});
