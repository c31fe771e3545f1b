import type { Exchange } from '@ehp/contract-kit/src/http-client.ts';
import type { Validate } from '@ehp/contract-kit/src/schema-validator.ts';
import type { HostileRequest } from './bad-requests.ts';
import { findLeaks } from './leaks.ts';

const ERROR = { $ref: '#/components/schemas/Error' };

/** What is wrong with the answer to one hostile request ([] = it held up). */
export function judge(req: HostileRequest, ex: Exchange, validate: Validate): string[] {
  if (ex.networkError) return [`no answer (${ex.networkError})`];
  const problems: string[] = [];
  if (ex.status >= 500) problems.push(`answered ${ex.status}`);
  const leaks = findLeaks(`${JSON.stringify(ex.headers)}\n${ex.text}`);
  if (leaks.length) problems.push(`leaks ${leaks.join(', ')}`);
  if (req.invalid) {
    if (req.status !== undefined && ex.status !== req.status) problems.push(`expected ${req.status}, got ${ex.status}`);
    else if (ex.status < 400 || ex.status >= 500) problems.push(`an invalid request got ${ex.status}, expected a 4xx`);
    if (ex.json === undefined || validate(ERROR, ex.json).length)
      problems.push(`the refusal is not { message }: ${ex.text.slice(0, 120)}`);
  }
  return problems;
}

/** One line naming the request and the answer, exact enough to reproduce. */
export function describe(req: HostileRequest, ex: Exchange): string {
  const body =
    typeof req.body === 'string'
      ? req.body.length > 200
        ? `${req.body.slice(0, 200)}… (${req.body.length} chars)`
        : req.body
      : req.body
        ? `<${req.body.length} bytes>`
        : '(none)';
  const url =
    ex.request.url.length > 200 ? `${ex.request.url.slice(0, 200)}… (${ex.request.url.length} chars)` : ex.request.url;
  return `[${req.label}] ${ex.request.method} ${url} content-type=${req.contentType ?? '(none)'} xsrf=${req.xsrf} body=${body} -> ${ex.status} ${ex.text.slice(0, 300)}`;
}
