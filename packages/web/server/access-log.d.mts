// Types of access-log.mjs for the TypeScript callers (tests).
export function loggedUrl(url: string): string;
export function accessLog(options?: {
  ipOf?: (req: unknown) => string | undefined;
  write?: (line: string) => void;
}): (req: unknown, res: unknown, next: () => void) => void;
