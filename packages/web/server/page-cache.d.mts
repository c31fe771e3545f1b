// Types of page-cache.mjs for the TypeScript callers (tests).
export interface PageCache<Page = string> {
  get(
    key: string,
    produce: (signal: AbortSignal, about: { known: boolean }) => Promise<{ html: Page; complete: boolean }>,
    options?: { signal?: AbortSignal; gone?: () => Error },
  ): Promise<Page>;
  readonly size: number;
  /** What the kept pages weigh, as sizeOf counts them. */
  readonly bytes: number;
  readonly rendering: number;
}
export function createPageCache<Page = string>(options?: {
  freshMs?: number;
  staleMs?: number;
  /** The bound of the kept pages' weight (default 32 MiB). */
  maxBytes?: number;
  /** How old a page may be served while its refresh is under way (default 60 s). */
  maxStaleMs?: number;
  /** A page's weight in bytes (default: its length). */
  sizeOf?: (page: Page) => number;
  now?: () => number;
}): PageCache<Page>;
