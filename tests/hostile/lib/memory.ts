import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** global.gc when node runs with --expose-gc, else the same function unlocked at run time. */
function gcFunction(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

/** heapUsed after full collections; without gc, the lowest of several samples over a second. */
export async function settledHeapUsed(): Promise<number> {
  const gc = gcFunction();
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    gc?.();
    await pause(gc ? 20 : 200);
    samples.push(process.memoryUsage().heapUsed);
  }
  return Math.min(...samples);
}
