// Types of page-renderer.mjs for the TypeScript callers (scripts/server-render.ts, tests).
export const API_WAIT_MS: number;
export interface PageRenderer<Page = string> {
  render(
    pathname: string,
    search: string,
    options?: { cookie?: string; signal?: AbortSignal },
  ): Promise<{ page: Page; personal: boolean } | null>;
  visitorGone(error: unknown): boolean;
  cache: { readonly size: number; readonly rendering: number };
}
export function createPageRenderer<Page = string>(options: {
  distDir: string;
  apiOrigin: string;
  budgetMs?: number;
  cache?: unknown;
  prepare?: (html: string) => Page;
}): PageRenderer<Page> | null;
