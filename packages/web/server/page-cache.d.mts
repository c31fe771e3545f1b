// Types of page-cache.mjs for the TypeScript callers (tests).
export interface PageCache<Page = string> {
  get(
    key: string,
    produce: (signal: AbortSignal) => Promise<{ html: Page; complete: boolean }>,
    options?: { signal?: AbortSignal; gone?: () => Error },
  ): Promise<Page>;
  readonly size: number;
  readonly rendering: number;
}
export function createPageCache<Page = string>(options?: {
  freshMs?: number;
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}): PageCache<Page>;
