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
    const entry = this.tokens.get(token);
    if (!entry) return null;
    this.tokens.delete(token);
    return entry.kind === kind && entry.expires_at > this.now() ? entry.userId : null;
  }

  clear(): void {
    this.tokens.clear();
  }
}
