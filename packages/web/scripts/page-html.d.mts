// Types of page-html.mjs for the TypeScript callers (prerendered-pages.ts).
export interface DocumentRenderer {
  server: {
    pageDataPattern(pathname: string): string | null;
    pageDataIsPersonal(pattern: string): boolean;
    VisitorGone: new () => Error;
    withoutLanguage(pathname: string): string;
    SPA_SHELL_FILE: string;
  };
  renderDocument(
    url: string,
    options?: { fetch?: typeof fetch; signal?: AbortSignal; pattern?: string; search?: string },
  ): Promise<{ html: string; routeModules: string[]; complete: boolean }>;
}
export function serverDirOf(distDir: string): string;
export function createDocumentRenderer(distDir: string, serverDir?: string): Promise<DocumentRenderer>;
