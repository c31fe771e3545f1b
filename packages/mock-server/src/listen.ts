import type { Server } from 'node:http';

/** The port the server is bound to (the one asked for until it listens). */
export function boundPort(server: Server, asked: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : asked;
}

/** Listens on host:port (0 picks a free port: tests) and resolves to the base URL. */
export async function listenOn(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return `http://${host}:${boundPort(server, port)}`;
}
