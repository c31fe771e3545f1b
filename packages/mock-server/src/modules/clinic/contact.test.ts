import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';
import { ATTACHMENT_MAX_BYTES } from './attachment.ts';

let server: TestServer;
let owner: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  owner = new TestClient(server.url);
  await signInOwner(owner);
});
afterAll(() => server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const upload = (c: TestClient, file: Buffer, name: string, type: string) =>
  c.agent
    .post('/api/clinic/contact_us')
    .set('X-XSRF-TOKEN', c.xsrf!)
    .field('subject', 'Invoice copy')
    .field('message', 'The attached invoice shows the wrong branch name.')
    .attach('attachment', file, { filename: name, contentType: type });

describe('clinic contact_us', () => {
  it('when nobody is signed in, then 401', async () => {
    const res = await new TestClient(server.url).post('/api/clinic/contact_us', {
      subject: 'Help',
      message: 'Please call me back.',
    });
    expect(res.status).toBe(401);
  });

  it('when a patient writes, then 403 (owners only)', async () => {
    const patient = new TestClient(server.url);
    await signInPatient(server, patient);
    const res = await patient.post('/api/clinic/contact_us', { subject: 'Help', message: 'Please call me back.' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/owner/);
  });

  it('when an owner sends JSON, then 201 and the message is stored with the clinic', async () => {
    const res = await owner.post('/api/clinic/contact_us', {
      subject: 'Add two more staff accounts',
      message: 'We opened a second reception desk.',
    });
    expect(res.status).toBe(201);
    const stored = server.store.data.submissions.clinic_contact.find((s) => s.id === res.body.data.id);
    expect(stored).toMatchObject({
      clinic_id: 7,
      owner_id: 3001,
      subject: 'Add two more staff accounts',
      attachment: null,
    });
  });

  it('when an owner uploads a PNG, then 201 and its name, type, size and hash are stored', async () => {
    const res = await upload(owner, PNG, 'invoice.png', 'image/png');
    expect(res.status).toBe(201);
    const stored = server.store.data.submissions.clinic_contact.find((s) => s.id === res.body.data.id);
    expect(stored?.attachment).toMatchObject({ filename: 'invoice.png', mimetype: 'image/png', size: PNG.length });
  });

  it('when the attachment is an .exe, then 400 names the allowed types', async () => {
    const res = await upload(owner, Buffer.from('MZ....'), 'setup.exe', 'application/octet-stream');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/jpg, jpeg, gif, png, pdf, txt or docx/);
  });

  it('when a .png holds something else, then 400', async () => {
    const res = await upload(owner, Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not a valid image\/png/);
  });

  it('when the attachment is one byte over 5,242,880, then 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - 9, 0x20)]);
    const res = await upload(owner, big, 'scan.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body).toHaveProperty('message');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|node_modules|\/work\//);
  });

  it('when the attachment is exactly 5,242,880 bytes, then it is accepted', async () => {
    const exact = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(ATTACHMENT_MAX_BYTES - 9, 0x20)]);
    const res = await upload(owner, exact, 'scan.pdf', 'application/pdf');
    expect(res.status).toBe(201);
  });

  it('when the declared length is far over the limit, then 413 before the body is read', async () => {
    const res = await owner.agent
      .post('/api/clinic/contact_us')
      .set('X-XSRF-TOKEN', owner.xsrf!)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Content-Length', String(50 * 1024 * 1024))
      .send('--x--')
      .catch((e: { response?: unknown }) => e.response as never);
    expect(res.status).toBe(413);
  });
});
