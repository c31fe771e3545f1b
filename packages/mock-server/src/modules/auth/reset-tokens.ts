import { randomBytes } from 'node:crypto';

export const RESET_TTL_MS = 10 * 60 * 1000;
export type ResetKind = 'clinic' | 'doctor';

/** Short-lived single-use tokens that allow one password change for one account. */
export class ResetTokens {
  private readonly tokens = new Map<string, { kind: ResetKind; userId: number; expires_at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(kind: ResetKind, userId: number): { token: string; expiresInSeconds: number } {
    const now = this.now();
    for (const [t, v] of this.tokens) if (v.expires_at <= now) this.tokens.delete(t);
    const token = `rt_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { kind, userId, expires_at: now + RESET_TTL_MS });
    return { token, expiresInSeconds: RESET_TTL_MS / 1000 };
  }

  /** The account id when the token is valid for this kind; the token is used up either way. */
  consume(token: string, kind: ResetKind): number | null {
    return this.take(token, kind)?.userId ?? null;
  }

  /**
   * As consume(), with a way to give the token back when the change it allows could not be saved:
   * it then works once more until it expires, as if never used.
   */
  take(token: string, kind: ResetKind): { userId: number; giveBack(): void } | null {
    const entry = this.tokens.get(token);
    if (!entry) return null;
    this.tokens.delete(token);
    if (entry.kind !== kind || entry.expires_at <= this.now()) return null;
    return { userId: entry.userId, giveBack: () => void (this.tokens.has(token) || this.tokens.set(token, entry)) };
  }

  clear(): void {
    this.tokens.clear();
  }
}
