import type { ConformanceConfig } from './config.ts';
import { jsonBody, sessionRole, type Contract, type Operation } from './contract.ts';
import { checkExchange, describeFindings } from './exchange-checks.ts';
import { HttpClient, XSRF_COOKIE, type Exchange, type RequestSpec } from './http-client.ts';
import { Results, summarise } from './results.ts';
import { createValidator, type Validate } from './schema-validator.ts';
import { sample } from './schema-sample.ts';
import { exchangeStrictProblems } from './strict.ts';

/**
 * Thrown inside a check to mark it skipped (a prerequisite is missing). `blockedBy` names the
 * operation whose failure left it nothing to check: the report lists what each failure blocked.
 * A skip is a failure of the run unless the config's allowSkips explains it.
 */
export class Skip extends Error {
  constructor(
    message: string,
    readonly blockedBy?: string,
  ) {
    super(message);
  }
}

export interface Verdict {
  problems: string[];
  exchange?: Exchange;
}

export interface RunOptions {
  baseUrl: string;
  contract: Contract;
  config: ConformanceConfig;
  /** Operations not to call at all (--skip). */
  skip?: string[];
  /** The latency budget of one answer, in ms (--max-ms). */
  maxMs?: number;
  /** Fail answers carrying properties their schema does not declare (--strict; src/strict.ts). */
  strict?: boolean;
  log?: (line: string) => void;
}

export interface RequestParts {
  query: Record<string, string | number>;
  body?: unknown;
}

/** Shared state of one run: clients, sessions, discovered data and results. */
export class RunContext {
  readonly validate: Validate;
  readonly results = new Results();
  readonly anon: HttpClient;
  /** Signed-in clients by role, kept alive for checks that need a session. */
  readonly sessions = new Map<string, HttpClient>();
  /** Request parts discovered by journeys (ids, codes), merged over examples and config. */
  readonly overrides = new Map<string, Partial<RequestParts>>();
  readonly state: Record<string, unknown> = {};
  /** Which operation signs each role in, so a missing session names its cause. */
  readonly sessionSources = new Map<string, string>();
  /** Statuses seen per operation (coverage) and the slowest answer per operation (latency). */
  readonly seen = new Map<string, Map<number, number>>();
  readonly slowest = new Map<string, Exchange>();
  /** The last 201 answer of each operation: the records the run created (created-is-listed). */
  readonly created = new Map<string, Exchange>();
  /** Operation -> the operations whose checks it blocked. */
  readonly blocked = new Map<string, Set<string>>();
  /** The operations the running check used the results of (sessions, ids): see consequences.ts. */
  private needs?: Set<string>;

  constructor(readonly options: RunOptions) {
    this.validate = createValidator(options.contract.openapi);
    this.anon = this.client();
  }

  get contract(): Contract {
    return this.options.contract;
  }

  get config(): ConformanceConfig {
    return this.options.config;
  }

  client(): HttpClient {
    return new HttpClient(this.options.baseUrl, this.config.timeoutMs);
  }

  log(line: string): void {
    this.options.log?.(line);
  }

  allowed(operationId: string): boolean {
    return !(this.options.skip ?? []).includes(operationId);
  }

  op(operationId: string): Operation {
    return this.contract.operation(operationId);
  }

  /** The request a check starts from: the contract's example, then discovered data, then config. */
  requestFor(operationId: string): RequestParts {
    const op = this.op(operationId);
    const doc = this.contract.openapi;
    const query: Record<string, string | number> = {};
    for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
      query[p.name] = (p.example ?? sample(doc, p.schema)) as string | number;
    }
    Object.assign(query, this.overrides.get(operationId)?.query, this.config.params?.[operationId]);
    const media = jsonBody(op);
    let body: unknown;
    if (media) {
      body = structuredClone(media.example ?? sample(doc, media.schema)) as Record<string, unknown>;
      Object.assign(body as object, this.overrides.get(operationId)?.body as object, this.config.bodies?.[operationId]);
    }
    return { query, body };
  }

  override(operationId: string, parts: Partial<RequestParts>): void {
    const current = this.overrides.get(operationId) ?? {};
    this.overrides.set(operationId, {
      query: { ...current.query, ...parts.query },
      body: parts.body === undefined ? current.body : { ...(current.body as object), ...(parts.body as object) },
    });
  }

  /** Sends an operation's request; `parts` replace the defaults from requestFor. */
  async send(
    client: HttpClient,
    operationId: string,
    parts: Partial<RequestParts> & Omit<RequestSpec, 'method' | 'path' | 'query' | 'body'> = {},
  ): Promise<Exchange> {
    const op = this.op(operationId);
    const defaults = this.requestFor(operationId);
    const { query = defaults.query, body = defaults.body, ...rest } = parts;
    if (op.mutating && rest.xsrf === undefined) await ensureXsrf(this, client);
    const exchange = await client.request({ method: op.method, path: op.path, query, body, ...rest });
    this.observe(operationId, exchange);
    return exchange;
  }

  /** Counts an answer for coverage and latency. */
  observe(operationId: string, exchange: Exchange): void {
    if (exchange.networkError) return;
    const statuses = this.seen.get(operationId) ?? new Map<number, number>();
    statuses.set(exchange.status, (statuses.get(exchange.status) ?? 0) + 1);
    this.seen.set(operationId, statuses);
    if (exchange.status === 201 && exchange.json !== undefined) this.created.set(operationId, exchange);
    if (exchange.durationMs > (this.slowest.get(operationId)?.durationMs ?? -1))
      this.slowest.set(operationId, exchange);
  }

  /** Checks an answer against the contract, with the statuses this check expects. */
  verify(operationId: string, exchange: Exchange, expected?: number[], extra: string[] = []): Verdict {
    const op = this.op(operationId);
    if (exchange.status === 429 && op.responses['429'] && expected && !expected.includes(429)) {
      // A documented rate limit is right for the server but leaves this check unchecked: that is
      // a failure of the run (with its cause), never a skip that could pass for green.
      const wait = exchange.headers['retry-after'];
      return {
        problems: [
          `rate limited by the target (429${wait ? `, Retry-After ${wait} s` : ''}), so this was not checked: allow the kit's address more requests`,
        ],
        exchange,
      };
    }
    const findings = checkExchange(this.op(operationId), exchange, this.validate, expected);
    const problems = findings.length ? [describeFindings(findings)] : [];
    problems.push(...exchangeStrictProblems(this.contract.openapi, op, exchange, this.options.strict ?? false));
    return { problems: [...problems, ...extra], exchange };
  }

  /** Runs one named check of an operation and records its outcome. */
  async check(operationId: string, check: string, body: () => Promise<Verdict>): Promise<boolean> {
    const tag = this.contract.operations.find((o) => o.operationId === operationId)?.tags[0] ?? 'notify';
    const needs = new Set<string>();
    const record = (outcome: 'pass' | 'fail' | 'skip', reason: string, exchange?: Exchange) => {
      needs.delete(operationId);
      this.results.record({
        operationId,
        tag,
        check,
        outcome,
        reason,
        exchange: outcome === 'fail' ? summarise(exchange) : undefined,
        ...(needs.size ? { needs: [...needs] } : {}),
      });
    };
    if (!this.allowed(operationId)) {
      record('skip', 'skipped (--skip)');
      return false;
    }
    this.needs = needs;
    try {
      const verdict = await body();
      if (verdict.problems.length) record('fail', verdict.problems.join('; '), verdict.exchange);
      else record('pass', 'ok');
      this.log(`${verdict.problems.length ? 'FAIL' : 'pass'} ${operationId} ${check}`);
      return verdict.problems.length === 0;
    } catch (error) {
      if (error instanceof Skip) {
        if (error.blockedBy) needs.add(error.blockedBy);
        record('skip', error.message);
        if (error.blockedBy && error.blockedBy !== operationId) {
          const list = this.blocked.get(error.blockedBy) ?? new Set<string>();
          this.blocked.set(error.blockedBy, list.add(operationId));
        }
      } else record('fail', `check crashed: ${(error as Error).message}`);
      return false;
    } finally {
      if (this.needs === needs) this.needs = undefined;
    }
  }

  /**
   * Notes that the running check uses what an operation gave (a session, an id): when that
   * operation failed, this check's failure or skip is reported as its consequence.
   */
  dependsOn(operationId: string | undefined): void {
    if (operationId) this.needs?.add(operationId);
  }

  need<T>(key: string, from: string): T {
    this.dependsOn(from);
    const value = this.state[key];
    if (value === undefined || value === null) throw new Skip(`needs ${key} from ${from}`, from);
    return value as T;
  }

  /** The client an operation is called with: anonymous, or its role's signed-in session. */
  sessionFor(op: Operation): HttpClient {
    const role = sessionRole(op);
    return role ? this.session(role) : this.anon;
  }

  /** The signed-in client of a role, or a skip naming the sign-in that did not succeed. */
  session(role: string): HttpClient {
    const client = this.sessions.get(role);
    const source = this.sessionSources.get(role);
    this.dependsOn(source);
    if (!client) {
      throw new Skip(`needs a ${role} session${source ? ` from ${source}` : ''}`, source);
    }
    return client;
  }
}

/** Makes sure a client holds an XSRF-TOKEN cookie: a GET first, else a refused mutating call. */
export async function ensureXsrf(ctx: RunContext, client: HttpClient): Promise<void> {
  if (client.jar.get(XSRF_COOKIE)) return;
  const get = ctx.contract.operations.find((o) => o.method === 'GET' && !o.parameters.some((p) => p.required));
  if (get) await client.request({ method: 'GET', path: get.path });
  if (client.jar.get(XSRF_COOKIE)) return;
  const mutating =
    ctx.contract.operations.find((o) => o.mutating && !o.requestBody) ??
    ctx.contract.operations.find((o) => o.mutating);
  if (mutating) await client.request({ method: mutating.method, path: mutating.path, xsrf: false });
  if (!client.jar.get(XSRF_COOKIE))
    throw new Skip('the server set no XSRF-TOKEN cookie (neither on a GET nor on a refused call)');
}
