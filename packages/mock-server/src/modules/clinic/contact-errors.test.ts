import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import { ATTACHMENT_MAX_BYTES } from './attachment.ts';

// Every refusal of an upload names the rule that was broken (not multer's "File too large").
let server: TestServer;
let owner: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  owner = new TestClient(server.url);
  await signInOwner(owner);
});
afterAll(() => server.close());

const PDF = Buffer.from('%PDF-1.7\nhello');
const form = () =>
  owner.agent
    .post('/api/clinic/contact_us')
    .set('X-XSRF-TOKEN', owner.xsrf!)
    .field('subject', 'Invoice copy')
    .field('message', 'The attached invoice shows the wrong branch name.');

describe('clinic contact_us upload errors', () => {
  it('when the file is one byte over 5 MB (length within the framing allowance), then 413 naming the limit and the connection closes', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const res = await form().attach('attachment', big, { filename: 'big.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'The attachment is larger than 5 MB (5,242,880 bytes).',
      code: expect.any(String),
    });
    expect(res.headers.connection).toBe('close');
  });

  it('when two files are sent, then 400 (the form is wrong, not too large) and the message says one file, as "attachment"', async () => {
    const res = await form()
      .attach('attachment', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('attachment', PDF, { filename: 'b.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send at most one file, in the "attachment" field.');
  });

  it('when there are too many form fields, then 400 lists the fields to send', async () => {
    const res = await form().field('a', '1').field('b', '2').field('c', '3');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Too many form fields: send only subject, message and attachment.');
  });

  it('when a field value is over 16 KB, then 400 says so', async () => {
    const res = await owner.agent
      .post('/api/clinic/contact_us')
      .set('X-XSRF-TOKEN', owner.xsrf!)
      .field('subject', 'Invoice copy')
      .field('message', 'x'.repeat(20_000));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^A form field is longer than 16 KB/);
  });

  it('when the multipart Content-Type has no boundary, then 400 says so', async () => {
    const res = await owner.agent
      .post('/api/clinic/contact_us')
      .set('X-XSRF-TOKEN', owner.xsrf!)
      .set('Content-Type', 'multipart/form-data')
      .send('abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/has no boundary/);
  });

  it('when the Content-Type is not one the operation takes, then 415 names the accepted types', async () => {
    const res = await owner.agent
      .post('/api/clinic/contact_us')
      .set('X-XSRF-TOKEN', owner.xsrf!)
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(
      'Content-Type text/plain is not accepted here; send application/json or multipart/form-data',
    );
  });
});
