// Types of render-limit.mjs for the TypeScript callers (tests).
export class RenderBusy extends Error {}
export interface RenderLimit {
  run<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { first?: boolean }): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}
export function createRenderLimit(options?: { concurrency?: number; queue?: number }): RenderLimit;
/** turn(task) runs task in its turn at the thread and resolves to what it returned. */
export function createRenderTurns(): <T>(task: () => T) => Promise<T>;
