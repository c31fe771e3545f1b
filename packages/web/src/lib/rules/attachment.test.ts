import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { checkAttachment } from './attachment';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkAttachment', () => {
  it.each([
    file('scan.jpg', 'image/jpeg'),
    file('scan.JPEG', 'image/jpeg'),
    file('xray.png', 'image/png'),
    file('anim.gif', 'image/gif'),
    file('report.pdf', 'application/pdf'),
    file('notes.txt', 'text/plain'),
    file('letter.docx', DOCX),
    file('letter.docx', ''),
  ])('when the file is $name ($type) then it is accepted', (f) => {
    expect(checkAttachment(f)).toEqual({ ok: true });
  });

  it.each([
    file('setup.exe', 'application/x-msdownload'),
    file('old.doc', 'application/msword'),
    file('movie.mp4', 'video/mp4'),
    file('noext', ''),
  ])('when the file is $name then it is rejected for its type', (f) => {
    expect(checkAttachment(f)).toEqual({ ok: false, reason: 'type', message: messages['attachment.type'] });
  });

  it('when the file is exactly 5,242,880 bytes then it is accepted', () => {
    expect(checkAttachment(file('a.pdf', 'application/pdf', 5_242_880)).ok).toBe(true);
  });

  it('when the file is one byte over 5 MB then it is rejected for its size', () => {
    expect(checkAttachment(file('a.pdf', 'application/pdf', 5_242_881))).toEqual({
      ok: false,
      reason: 'size',
      message: messages['attachment.size'],
    });
  });
});
