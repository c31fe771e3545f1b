import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { readConfig } from '../../packages/web/server/config.ts';
import { distDir, startPortal, type Service } from '../support/stack.mjs';

// What the portal must never do (issue 32): write a secret into its access log, let a script that
// found its way into a rendered page run (the CSP hashes only the build's own inline scripts), or
// start against an API whose port fetch() refuses (every data page would lack its data, silently).

const mockUrl = () => inject('mockUrl');
let portal: Service;
let log = '';

beforeAll(async () => {
  portal = await startPortal({ mockUrl: mockUrl(), env: { ACCESS_LOG: 'on', PAGE_CACHE_MS: '0' } });
  portal.child.stdout?.on('data', (chunk) => (log += chunk.toString()));
});
afterAll(() => portal?.stop());

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const cspOf = async (path: string) =>
  (await fetch(`${portal.url}${path}`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy');

describe('the access log', () => {
  test('when URLs carry the gateway token, sign-in codes or join links, then the log has none of their values', async () => {
    const secrets = ['GATEWAYTOKEN7781', 'OTP449911', 'CODE55120', 'JOINTOKEN3301'];
    const paths = [
      `/__gateway/pay?payment_id=PAY-000001&token=${secrets[0]}`,
      `/api/auth/verify?phone=03001234567&otp=${secrets[1]}&code=${secrets[2]}`,
      `/call/join?token=${secrets[3]}`,
    ];
    for (const path of paths) await (await fetch(`${portal.url}${path}`)).arrayBuffer();
    await expect
      .poll(() => log.match(/"path":"\/(__gateway\/pay|api\/auth\/verify|call\/join)\?/g)?.length ?? 0)
      .toBe(3);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('"path":"/__gateway/pay?payment_id=PAY-000001&token=[redacted]"');
  });
});

describe('the content security policy', () => {
  test('when a rendered page carries a script in its data, then the policy is the build’s own, with no hash of that script', async () => {
    const injected = 'alert(document.cookie)';
    const query = `?q=${encodeURIComponent(`</script><script>${injected}</script>`)}`;
    const rendered = await cspOf(`/doctors/search${query}`);
    expect(rendered).not.toContain(sha256(injected));
    // One policy for every page, from the build: a data page's, a prerendered page's and the shell's.
    expect(rendered).toBe(await cspOf('/about'));
    expect(rendered).toBe(await cspOf('/labs/1'));
    expect(rendered).toBe(await cspOf('/no-such-page'));
  });
});

describe('the API origin', () => {
  test.for(['http://127.0.0.1:6000', 'http://127.0.0.1:10080', 'http://api.internal:25'])(
    'when API_ORIGIN is %s (a port fetch refuses), then the server refuses to start and says why',
    (origin) => {
      expect(() => readConfig({ DIST_DIR: distDir, API_ORIGIN: origin })).toThrow(/fetch\(\) refuses to reach/);
    },
  );

  test('when the portal is started against port 6000, then it exits at once with that message', async () => {
    await expect(startPortal({ mockUrl: 'http://127.0.0.1:6000' })).rejects.toThrow(
      /port 6000, which fetch\(\) refuses/,
    );
  });
});
