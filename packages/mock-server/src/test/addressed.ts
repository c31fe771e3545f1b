import type request from 'supertest';
import { cookieFrom, TestClient } from './server.ts';

/**
 * A client at an address of its own, for a test server with `trustProxy: true` (one hop): every
 * request names the address in X-Forwarded-For, as the portal does for its visitors. It keeps its
 * cookies and follows XSRF rotations (sign-in issues a new token).
 */
export function clientFrom(url: string, address: string) {
  const client = new TestClient(url);
  const send = async (method: 'post' | 'put', path: string, body: object): Promise<request.Response> => {
    if (!client.xsrf)
      client.xsrf = cookieFrom(await from(client.agent.get('/api/admin/subscription/basic_pkg')), 'XSRF-TOKEN');
    const res = await from(client.agent[method](path).set('X-XSRF-TOKEN', client.xsrf!).send(body));
    client.xsrf = cookieFrom(res, 'XSRF-TOKEN') ?? client.xsrf;
    return res;
  };
  const from = (test: request.Test) => test.set('X-Forwarded-For', address);
  return {
    address,
    post: (path: string, body: object) => send('post', path, body),
    put: (path: string, body: object) => send('put', path, body),
  };
}
