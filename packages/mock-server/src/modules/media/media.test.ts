import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { escapeXml, initials } from './svg.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const get = (path: string) => request(server.url).get(path);

describe('images', () => {
  it.each([
    ['/api/doctor/image?pmdc=12345-P', 'IQ'],
    ['/api/clinic/image?id=7', 'SC'],
    ['/api/medical-test-labs/logo/get?lab_id=1', 'CD'],
    ['/api/speciality/image/get?name=Cardiologist', 'C'],
  ])('when %s is asked for, then an SVG with caching headers and an ETag', async (path, text) => {
    const res = await get(path)
      .buffer(true)
      .parse((r, cb) => {
        let s = '';
        r.on('data', (d: Buffer) => (s += d));
        r.on('end', () => cb(null, s));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain(`>${text}</text>`);
  });

  it('when the ETag is sent back, then 304', async () => {
    const first = await get('/api/doctor/image?pmdc=12345-P');
    const again = await get('/api/doctor/image?pmdc=12345-P').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it.each([
    ['/api/doctor/image?pmdc=99999-Z', 'No doctor with PMDC number 99999-Z'],
    ['/api/clinic/image?id=4242', 'No clinic with id 4242'],
    ['/api/doctor/image?pmdc=54321-P', 'Doctor 54321-P has no photo'],
    ['/api/clinic/image?id=8', 'Clinic 8 has no image'],
    ['/api/medical-test-labs/logo/get?lab_id=7', 'Lab 7 has no logo'],
    ['/api/speciality/image/get?name=Astrologer', 'No artwork for the speciality "Astrologer"'],
  ])('when %s has no picture, then 404 { message } so the portal falls back', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message, code: expect.any(String) });
  });

  it('when the speciality name breaks the pattern, then 400', async () => {
    expect((await get('/api/speciality/image/get?name=%3Cscript%3E')).status).toBe(400);
  });
});

describe('svg helpers', () => {
  it('when names have titles or markup, then initials skip titles and text is escaped', () => {
    expect(initials('Dr. Imran Qureshi')).toBe('IQ');
    expect(initials('Ali')).toBe('AL');
    expect(escapeXml('<a href="x">&')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;');
  });
});
