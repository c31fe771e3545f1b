// How many page renders a process runs at once, and how many may wait for a turn. A render past
// both is refused at once (the visitor is told to come back: 503 + Retry-After) rather than
// queued without end, which would slow every page the process serves, cached ones included.

/** The error of a render refused because the process is at capacity. */
export class RenderBusy extends Error {
  override name = 'RenderBusy';
  constructor() {
    super('Too many pages are being rendered; try again in a moment.');
  }
}

export interface RenderLimit {
  run<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { first?: boolean }): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/** Runs `task` in its turn at the thread and resolves to what it returned (see createRenderTurns). */
export type RenderTurn = <T>(task: () => T) => Promise<T>;

/**
 * run(task, signal, { first }): task() when a turn is free (at most `concurrency` at once, in arrival
 * order, or ahead of the others with `first`: the refresh of a page visitors read), waiting while
 * fewer than `queue` others wait; else rejects with RenderBusy. A waiter whose
 * signal aborts leaves the queue (rejecting with the signal's reason).
 */
export function createRenderLimit({ concurrency = 16, queue = 64 } = {}): RenderLimit {
  let active = 0;
  const waiting: { start: () => void }[] = [];

  /** Hands freed turns to the waiters, oldest first (the turn is taken here, not when they wake). */
  function next() {
    while (active < concurrency && waiting.length) {
      active++;
      waiting.shift()?.start();
    }
  }

  async function run<T>(task: () => Promise<T>, signal?: AbortSignal, { first = false } = {}): Promise<T> {
    if (active < concurrency) active++;
    else {
      // A refresh is one per cached page (bounded by the cache): never refused for the queue.
      if (waiting.length >= queue && !first) throw new RenderBusy();
      signal?.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const waiter = {
          start: () => {
            signal?.removeEventListener('abort', leave);
            resolve();
          },
        };
        const leave = () => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', leave, { once: true });
        if (first) waiting.unshift(waiter);
        else waiting.push(waiter);
      });
    }
    try {
      return await task();
    } finally {
      active--;
      next();
    }
  }

  return {
    run,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Turns at the process's one thread for the synchronous part of renders (renderToString): a render
 * limit of one, and the event loop is served before the next (setImmediate), so a visitor's request
 * (a cached page, a proxied API call) waits behind one render, never behind every render whose data
 * came in together (bench:server "unique searches": bystander p99 0.3-1.2 s with 8 renders side by
 * side, 0.18-0.19 s in turns). turn(task) runs task in its turn and resolves to what it returned.
 */
export function createRenderTurns(): RenderTurn {
  const one = createRenderLimit({ concurrency: 1, queue: Infinity });
  return <T>(task: () => T) =>
    one.run(async () => {
      const result = task();
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    });
}
