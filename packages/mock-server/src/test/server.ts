import request from 'supertest';
import { createMockServer, type MockServer, type MockServerDeps } from '../app.ts';
import { defaultConfig, type MockServerConfig } from '../config.ts';
import { listenOn } from '../listen.ts';

export interface TestServer extends MockServer {
  url: string;
}

/** A fresh server on port 0, silent, with response validation on (a contract breach fails the test). */
export async function startTestServer(
  overrides: Partial<MockServerConfig> = {},
  deps: MockServerDeps = {},
): Promise<TestServer> {
  const server = createMockServer(
    // Per-address limits loosened: a test file signs in many patients from 127.0.0.1. Tests of the
    // limits themselves pass { limits: 'standard' }.
    defaultConfig({ logLevel: 'silent', nodeEnv: 'test', host: '127.0.0.1', limits: 'testing', ...overrides }),
    deps,
  );
  return Object.assign(server, { url: await listenOn(server.httpServer, 0, '127.0.0.1') });
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Pulls a cookie's value out of a response's Set-Cookie headers. */
export function cookieFrom(res: request.Response, name: string): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const line = raw?.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0]) : undefined;
}

/**
 * A browser-like client: keeps cookies (supertest agent) and, like the portal's api client,
 * copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on mutating calls.
 */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf: string | undefined;

  constructor(readonly url: string) {
    this.agent = request.agent(url);
  }

  private track(res: request.Response): request.Response {
    this.xsrf = cookieFrom(res, 'XSRF-TOKEN') ?? this.xsrf;
    return res;
  }

  async get(path: string): Promise<request.Response> {
    return this.track(await this.agent.get(path));
  }

  /** Sends JSON with the XSRF header (fetching a first cookie when there is none yet). */
  async send(method: Exclude<Method, 'get'>, path: string, body?: object): Promise<request.Response> {
    if (!this.xsrf) await this.get('/api/admin/subscription/basic_pkg');
    const req = this.agent[method](path).set('X-XSRF-TOKEN', this.xsrf!);
    return this.track(await (body === undefined ? req : req.send(body)));
  }

  post = (path: string, body?: object) => this.send('post', path, body);
  put = (path: string, body?: object) => this.send('put', path, body);

  /** The session cookie header for a socket.io handshake. */
  cookieHeader(): string {
    const jar = (this.agent as unknown as { jar: { getCookies(a: unknown): Array<{ name: string; value: string }> } })
      .jar;
    const url = new URL(this.url);
    const cookies = jar.getCookies({ domain: url.hostname, path: '/', secure: false, script: false });
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
}

/** Signs a patient in through the real OTP flow; the code comes from the server's OTP service. */
export async function signInPatient(server: MockServer, client: TestClient, phone = '03001234567', name?: string) {
  const sent = await client.post('/api/auth/send-verification-code', { phone_number: phone });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = server.ctx.otp.last(phone)!.code;
  const res = await client.post('/api/auth/verify-otp-code-patient', {
    phone_number: phone,
    otp_code: code,
    ...(name ? { name } : {}),
  });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export async function signInOwner(
  client: TestClient,
  email = 'owner@shifaclinic.pk',
  password = 'Clinic@123',
  branch_id: number | null = 11,
  facility_type?: number,
) {
  const res = await client.post('/api/clinic/clinic_login', {
    email,
    password,
    ...(branch_id !== null ? { branch_id } : {}),
    ...(facility_type !== undefined ? { facility_type } : {}),
  });
  if (res.status !== 200) throw new Error(`clinic_login: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** Supertest for the QA API: every request carries X-QA-Token, as the QA client and console do. */
export function qaRequest(url: string, token = 'test') {
  const agent = request(url);
  const withToken = (test: request.Test) => test.set('X-QA-Token', token);
  return {
    get: (path: string) => withToken(agent.get(path)),
    post: (path: string) => withToken(agent.post(path)),
    put: (path: string) => withToken(agent.put(path)),
    delete: (path: string) => withToken(agent.delete(path)),
  };
}
