// Types of portal-origins.mjs for the TypeScript callers (tests).
export function portalOrigins(port: number | string): string[];
