import { describe, expect, it } from 'vitest';
import { createRenderLimit, createRenderTurns, RenderBusy } from './render-limit.ts';

/** A task that finishes when told. */
function task() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => done, finish };
}

describe('render limit', () => {
  it('when more renders come than run at once, then the rest wait their turn in order', async () => {
    const limit = createRenderLimit({ concurrency: 2, queue: 2 });
    const tasks = [task(), task(), task(), task()];
    const order: number[] = [];
    const runs = tasks.map((t, i) => limit.run(() => (order.push(i), t.run())));
    expect([limit.active, limit.waiting]).toEqual([2, 2]);
    tasks[1].finish();
    await expect.poll(() => order).toEqual([0, 1, 2]);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);
    for (const t of tasks) t.finish();
    await Promise.all(runs);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('when the queue is full too, then a render is refused at once', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 1 });
    const t = task();
    const first = limit.run(t.run);
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(RenderBusy);
    t.finish();
    await first;
    expect(await second).toBe('second');
  });

  it('when a waiting visitor goes away, then it leaves the queue', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 1 });
    const t = task();
    const first = limit.run(t.run);
    const gone = new AbortController();
    const waiting = limit.run(async () => 'never', gone.signal);
    gone.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(limit.waiting).toBe(0);
    t.finish();
    await first;
  });

  it('when a refresh of a cached page asks for a turn, then it goes ahead of the renders waiting, even past the queue', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 1 });
    const t = task();
    const order: string[] = [];
    const first = limit.run(t.run);
    const newcomer = limit.run(async () => void order.push('newcomer'));
    const refresh = limit.run(async () => void order.push('refresh'), undefined, { first: true });
    t.finish();
    await Promise.all([first, newcomer, refresh]);
    expect(order).toEqual(['refresh', 'newcomer']);
  });
});

describe('render turns', () => {
  it('when two renders have their data, then the second runs only after the first hands on and the event loop has turned', async () => {
    const turn = createRenderTurns();
    const order: string[] = [];
    const first = turn(() => {
      order.push('first');
      // A visitor's request that came in during the first render.
      setImmediate(() => order.push('request'));
    });
    const second = turn(() => order.push('second'));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual(['first']);
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'request', 'second']);
  });
});
