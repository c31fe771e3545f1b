// Types of page-html.mjs for the TypeScript callers (prerendered-pages.ts, page-html.test.ts).
export interface DocumentRenderer {
  server: {
    pageDataPattern(pathname: string): string | null;
    pageDataIsPersonal(pattern: string): boolean;
    /** The route patterns of the data pages (app/route-data.ts). */
    pageDataPaths: string[];
    VisitorGone: new () => Error;
    withoutLanguage(pathname: string): string;
    SPA_SHELL_FILE: string;
  };
  /** Learns every data page's route modules (resolves when done; a pattern that fails is learnt by its first visitor). */
  learnAll(): Promise<unknown>;
  /** The document every rendered page is made from (the shell with its scripts deferred). */
  template: string;
  renderDocument(
    url: string,
    options?: {
      fetch?: typeof fetch;
      signal?: AbortSignal;
      /** Runs the render's synchronous part in its turn at the thread. */
      turn?: <T>(task: () => T) => Promise<T>;
      pattern?: string;
      search?: string;
    },
  ): Promise<{ html: string; routeModules: string[]; complete: boolean }>;
}
export function serverDirOf(distDir: string): string;
export function createDocumentRenderer(distDir: string, serverDir?: string): Promise<DocumentRenderer>;
/** The markup whose CSS rules a page inlines: all of it, or what comes before its data-fold mark. */
export function aboveTheFold(html: string): string;
