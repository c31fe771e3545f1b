// Types of canonical-query.mjs for the TypeScript callers (tests).
export function canonicalSearch(pattern: string, search: string): string | undefined;
