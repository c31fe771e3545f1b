// Types of page-html.mjs for the TypeScript callers (prerendered-pages.ts).
export interface DocumentRenderer {
  server: {
    pageDataPattern(pathname: string): string | null;
    withoutLanguage(pathname: string): string;
    SPA_SHELL_FILE: string;
  };
  renderDocument(
    url: string,
    options?: { fetch?: typeof fetch; pattern?: string; search?: string },
  ): Promise<{ html: string; routeModules: string[] }>;
}
export function serverDirOf(distDir: string): string;
export function createDocumentRenderer(distDir: string, serverDir?: string): Promise<DocumentRenderer>;
