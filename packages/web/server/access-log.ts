// Structured access logs: one JSON line per request on stdout, for any log collector. Never a
// secret: the values of query parameters that carry one (the gateway's token, sign-in codes, call
// join links, prescription links, and a sign-in's `next` that holds one...) are written as "[redacted]".
import type { IncomingMessage, ServerResponse } from 'node:http';

const SECRET_NAME = /token|otp|code|secret|password|passwd|key|sig|auth|session|ticket|nonce|join/i;
/** A value that carries a secret under another name: a sign-in's `next` holding a join or visit link. */
const SECRET_VALUE = /(?:token|otp|code|secret|join)[^=&]*=|\b[jv]1\.\d{1,12}\.\d{1,12}\.[0-9a-z]{1,12}\./i;

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw; // A malformed value is judged as written.
  }
};

/** A request URL as the log may show it: the path, and the query with secret values hidden. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const raw = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1) return pair;
      const secret = SECRET_NAME.test(decoded(raw)) || SECRET_VALUE.test(decoded(pair.slice(equals + 1)));
      return secret ? `${raw}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** A request as the log reads it: Express's (with ip and originalUrl) or a plain one. */
export type LoggedRequest = IncomingMessage & { ip?: string; originalUrl?: string };

/** ipOf(req): the client's address as the portal resolves it (the API's requests skip Express's req.ip). */
export function accessLog({
  ipOf = (req: LoggedRequest) => req.ip,
  write = (line: string) => void process.stdout.write(line),
}: {
  ipOf?: (req: LoggedRequest) => string | undefined;
  write?: (line: string) => void;
} = {}) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    const { method } = req;
    const url = req.originalUrl ?? req.url ?? '';
    const ip = ipOf(req);
    res.on('close', () => {
      write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          method,
          path: loggedUrl(url),
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          bytes: Number(res.getHeader('content-length') ?? 0),
          ip,
          aborted: !res.writableFinished,
        })}\n`,
      );
    });
    next();
  };
}
