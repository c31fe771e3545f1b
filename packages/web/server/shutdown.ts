// Deadlines for every connection, and a graceful stop that loses nothing: no new connections, a
// clean 503 for requests that arrive meanwhile, the requests in flight finished, the proxied
// WebSockets closed (socket.io clients reconnect to another instance), all within a hard deadline.
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** Every connection has a deadline: for its headers, its whole request, and idling between requests. */
export function setDeadlines(server: Server): void {
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // Longer than a reverse proxy's idle keep-alive to the portal (nginx: 60 s), so the proxy
  // always closes an idle connection first and never sends a request on one being closed here.
  server.keepAliveTimeout = 65_000;
}

/** How a graceful stop went: finished before the deadline, else how many connections were cut. */
export interface Closed {
  finished: boolean;
  cut: number;
}

export interface TrackedConnections {
  close(options: { deadlineMs: number; closeUpgrades: () => void }): Promise<Closed>;
  /** Whether a new request must be refused (the server is stopping). */
  readonly draining: boolean;
}

/**
 * Tracks the server's connections and requests. close({ deadlineMs, closeUpgrades }) stops the
 * server and resolves when every request in flight is answered, or at the deadline (then every
 * connection left is destroyed), to { finished: whether before the deadline, cut: connections destroyed }. `draining` says whether a new request must be refused.
 */
export function trackConnections(server: Server): TrackedConnections {
  /** Per connection: its responses in progress, and whether it has answered one (else it is new). */
  const connections = new Map<net.Socket, { responses: Set<ServerResponse>; served: boolean }>();
  let draining = false;
  let graceOver = false;
  let settled: () => void = () => undefined;

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { responses: new Set(), served: false });
    socket.once('close', () => {
      connections.delete(socket);
      settled();
    });
  });
  // An upgraded socket is the proxy's (proxy.ts closes those).
  server.on('upgrade', (req: { socket: net.Socket }) => connections.delete(req.socket));
  server.on('request', (req, res) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.responses.add(res);
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      state.responses.delete(res);
      state.served = true;
      // Answered while stopping: the connection is done (its answer said `Connection: close`).
      if (draining && state.responses.size === 0) req.socket.end();
      settled();
    });
  });

  /** Nothing in progress; a connection that has sent nothing yet gets a moment to send its request. */
  const quiet = () =>
    [...connections.values()].every(({ responses, served }) => responses.size === 0 && (served || graceOver));

  async function close({ deadlineMs, closeUpgrades }: { deadlineMs: number; closeUpgrades: () => void }) {
    draining = true;
    // net's close, not http's: http's also destroys every connection without a request in
    // progress, which includes one just accepted whose request is still on its way (a reset).
    // Such a request is answered 503 instead; idle kept-alive connections are ended here.
    net.Server.prototype.close.call(server);
    closeUpgrades();
    for (const [socket, { responses, served }] of connections) {
      if (responses.size === 0 && served) socket.end();
      for (const res of responses) if (!res.headersSent) res.shouldKeepAlive = false;
    }
    const finished = await new Promise<boolean>((resolve) => {
      const deadline = setTimeout(() => resolve(false), deadlineMs);
      const grace = setTimeout(
        () => {
          graceOver = true;
          settled();
        },
        Math.min(1_000, deadlineMs),
      );
      settled = () => {
        if (!quiet()) return;
        clearTimeout(deadline);
        clearTimeout(grace);
        resolve(true);
      };
      settled();
    });
    // At the deadline, whatever is left is cut: the process must exit.
    const cut = connections.size;
    for (const socket of connections.keys()) socket.destroy();
    return { finished, cut };
  }

  return {
    close,
    get draining() {
      return draining;
    },
  };
}
