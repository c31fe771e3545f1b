// Types of page-renderer.mjs for the TypeScript callers (scripts/server-render.ts, tests).
import type { DocumentRenderer } from '../scripts/page-html.mjs';
export const API_WAIT_MS: number;
export interface PageRenderer<Page = string> {
  render(
    pathname: string,
    search: string,
    options?: { cookie?: string; signal?: AbortSignal },
  ): Promise<{ page: Page; personal: boolean } | null>;
  match(pathname: string): Promise<{ pattern: string; personal: boolean } | null>;
  ready(): Promise<DocumentRenderer>;
  visitorGone(error: unknown): boolean;
  cache: { readonly size: number; readonly bytes: number; readonly rendering: number };
  limit: { readonly active: number; readonly waiting: number };
}
export function createPageRenderer<Page = string>(options: {
  distDir: string;
  apiOrigin: string;
  budgetMs?: number;
  cache?: unknown;
  limit?: unknown;
  prepare?: (html: string) => Page;
}): PageRenderer<Page> | null;
