// Types of render-limit.mjs for the TypeScript callers (tests).
export class RenderBusy extends Error {}
export interface RenderLimit {
  run<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { first?: boolean }): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}
export function createRenderLimit(options?: { concurrency?: number; queue?: number }): RenderLimit;
/** turn() waits for a render's turn at the thread and resolves to the function that hands it on. */
export function createRenderTurns(): () => Promise<() => void>;
