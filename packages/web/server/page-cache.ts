// A short shared cache of the public data pages, as a CDN with stale-while-revalidate would keep
// them: every anonymous visitor sees the same page, so one render serves all for a few seconds.
// Never longer than the data may already be stale in the browser (the slots' 15 s). Only pages
// rendered without the visitor's cookies are ever put in it (page-renderer.ts).

/** A render for the cache: only a complete page (with its data) is kept. */
export type Produce<Page> = (
  signal: AbortSignal,
  about: { known: boolean },
) => Promise<{ html: Page; complete: boolean }>;

export interface PageCache<Page = string> {
  get(key: string, produce: Produce<Page>, options?: { signal?: AbortSignal; gone?: () => Error }): Promise<Page>;
  readonly size: number;
  /** What the kept pages weigh, as sizeOf counts them. */
  readonly bytes: number;
  readonly rendering: number;
}

export interface PageCacheOptions<Page> {
  freshMs?: number;
  staleMs?: number;
  /** The bound of the kept pages' weight (default 32 MiB). */
  maxBytes?: number;
  /** How old a page may be served while its refresh is under way (default 60 s). */
  maxStaleMs?: number;
  /** A page's weight in bytes (default: its length). */
  sizeOf?: (page: Page) => number;
  now?: () => number;
}

interface Flight<Page> {
  controller: AbortController;
  waiters: number;
  promise: Promise<Page>;
}

const lengthOf = (page: unknown) => (typeof page === 'string' ? page.length : 0);

/**
 * get(key, produce, signal): the cached page while fresh; while stale, the cached page and one
 * render in the background (and still the cached page, up to maxStaleMs, while that render has not
 * come back); otherwise one render shared by every visitor asking meanwhile. The
 * shared render is cancelled when every visitor waiting for it has gone (their `signal` aborted).
 * produce(signal, { known }) resolves to { html, complete }: only a complete page (with its data) is
 * kept; `known` says the page is in the cache (a refresh of a page visitors read).
 */
export function createPageCache<Page = string>({
  freshMs = 5_000,
  staleMs = 15_000,
  maxBytes = 32 * 1024 * 1024,
  maxStaleMs = 60_000,
  sizeOf = lengthOf,
  now = Date.now,
}: PageCacheOptions<Page> = {}): PageCache<Page> {
  const entries = new Map<string, { html: Page; at: number; bytes: number }>();
  const flights = new Map<string, Flight<Page>>();
  let bytes = 0;

  function drop(key: string | undefined) {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry || key === undefined) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Bounded in bytes, not pages: a page's size varies tenfold (a search page against a lab's). */
  function keep(key: string, html: Page) {
    drop(key);
    // freshMs 0: no sharing at all (PAGE_CACHE_MS=0), so nothing is kept to be served later.
    if (freshMs <= 0) return;
    const size = sizeOf(html);
    if (size > maxBytes) return;
    entries.set(key, { html, at: now(), bytes: size });
    bytes += size;
    // Oldest first in a Map: the bound holds however many URLs visitors make up.
    while (bytes > maxBytes) drop(entries.keys().next().value);
  }

  function fly(key: string, produce: Produce<Page>): Flight<Page> {
    const flying = flights.get(key);
    if (flying) return flying;
    const controller = new AbortController();
    // `known`: a page visitors already read (a refresh), not one nobody has asked for before.
    const promise = produce(controller.signal, { known: entries.has(key) })
      .then((page) => {
        if (page.complete) keep(key, page.html);
        return page.html;
      })
      .finally(() => flights.delete(key));
    const flight = { controller, waiters: 0, promise };
    flights.set(key, flight);
    return flight;
  }

  function wait(flight: Flight<Page>, signal: AbortSignal | undefined, gone: () => Error) {
    flight.waiters++;
    return new Promise<Page>((resolve, reject) => {
      const leave = () => {
        if (--flight.waiters === 0) flight.controller.abort(gone());
        reject(gone());
      };
      if (signal?.aborted) return leave();
      signal?.addEventListener('abort', leave, { once: true });
      flight.promise.then(resolve, reject).finally(() => signal?.removeEventListener('abort', leave));
    });
  }

  return {
    async get(key, produce, { signal, gone = () => new Error('the visitor went away') } = {}) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age < freshMs) return entry.html;
      if (entry && age < staleMs) {
        // Nobody waits for it: a failed revalidation keeps the page until it is too old.
        fly(key, produce).promise.catch(() => undefined);
        return entry.html;
      }
      // Too old, but its refresh is already under way (a busy server): the old page meanwhile,
      // rather than every reader of a popular page waiting behind the renders of others.
      if (entry && staleMs > 0 && flights.has(key) && age < maxStaleMs) return entry.html;
      return wait(fly(key, produce), signal, gone);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    get rendering() {
      return flights.size;
    },
  };
}
