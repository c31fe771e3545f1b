// A short shared cache of the public data pages, as a CDN with stale-while-revalidate would keep
// them: every anonymous visitor sees the same page, so one render serves all for a few seconds.
// Never longer than the data may already be stale in the browser (the slots' 15 s). Only pages
// rendered without the visitor's cookies are ever put in it (page-renderer.mjs).

/**
 * get(key, produce, signal): the cached page while fresh; while stale, the cached page and one
 * render in the background (and still the cached page, up to maxStaleMs, while that render has not
 * come back); otherwise one render shared by every visitor asking meanwhile. The
 * shared render is cancelled when every visitor waiting for it has gone (their `signal` aborted).
 * produce(signal, { known }) resolves to { html, complete }: only a complete page (with its data) is
 * kept; `known` says the page is in the cache (a refresh of a page visitors read).
 */
export function createPageCache({
  freshMs = 5_000,
  staleMs = 15_000,
  maxBytes = 32 * 1024 * 1024,
  maxStaleMs = 60_000,
  sizeOf = (html) => html.length,
  now = Date.now,
} = {}) {
  const entries = new Map();
  const flights = new Map();
  let bytes = 0;

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Bounded in bytes, not pages: a page's size varies tenfold (a search page against a lab's). */
  function keep(key, html) {
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

  function fly(key, produce) {
    let flight = flights.get(key);
    if (flight) return flight;
    const controller = new AbortController();
    flight = { controller, waiters: 0, promise: undefined };
    // `known`: a page visitors already read (a refresh), not one nobody has asked for before.
    flight.promise = produce(controller.signal, { known: entries.has(key) })
      .then((page) => {
        if (page.complete) keep(key, page.html);
        return page.html;
      })
      .finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  }

  function wait(flight, signal, gone) {
    flight.waiters++;
    return new Promise((resolve, reject) => {
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
      if (age < freshMs) return entry.html;
      if (age < staleMs) {
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
