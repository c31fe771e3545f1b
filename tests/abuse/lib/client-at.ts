import { TestClient } from '../../../packages/mock-server/src/test/server.ts';

/**
 * A client at an address of its own: `send` posts JSON with its XSRF header and
 * X-Forwarded-For (the server must trust the proxy). Attacks spread over, or confined to, addresses.
 */
export async function clientAt(url: string, address: string) {
  const client = new TestClient(url);
  await client.get('/api/admin/subscription/basic_pkg');
  const send = (path: string, body: object) =>
    client.agent.post(path).set('X-XSRF-TOKEN', client.xsrf!).set('X-Forwarded-For', address).send(body);
  return { client, address, send };
}
