import { Role as ContractRole, type components } from '@ehp/api-types';
import { useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, FacilityType } from '@/config/constants';

// The stored session is the contract's Session (openapi.yaml), so a field added there reaches the
// portal's type without a second copy here.
type ContractSession = components['schemas']['Session'];
/** The contract's Role enum as its string values (local storage holds plain JSON strings). */
export type Role = `${ContractRole}`;
export const ROLES: readonly Role[] = Object.values(ContractRole);

export type SignedOutSession = { verified: false; name: ''; role: ''; user_id: '' };
/** Signed in: clinic owners also carry clinic_id (and facility_type, branch_id), doctors pmdc. */
export type SignedInSession = Omit<ContractSession, 'verified' | 'role'> & { verified: true; role: Role };
export type Session = SignedOutSession | SignedInSession;

export const SIGNED_OUT: SignedOutSession = Object.freeze({ verified: false, name: '', role: '', user_id: '' });

const MAX_FIELD_LENGTH = 200;
const FACILITY_TYPES = Object.values(FacilityType).filter((v): v is FacilityType => typeof v === 'number');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id may be stored as a string or a whole number; anything else is rejected. */
function readId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed !== '' && trimmed.length <= MAX_FIELD_LENGTH ? trimmed : null;
  }
  return null;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Reads the stored authToken. Missing, malformed, wrongly typed or tampered values
 * mean signed out; this never throws.
 */
export function parseSession(raw: string | null | undefined): Session {
  if (typeof raw !== 'string' || raw === '') return SIGNED_OUT;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return SIGNED_OUT;
  }
  if (!isRecord(data)) return SIGNED_OUT;

  if (data.verified !== true) return SIGNED_OUT;
  if (!isRole(data.role)) return SIGNED_OUT;
  if (typeof data.name !== 'string') return SIGNED_OUT;
  const name = data.name.trim();
  if (name === '' || name.length > MAX_FIELD_LENGTH) return SIGNED_OUT;
  const userId = readId(data.user_id);
  if (userId === null) return SIGNED_OUT;

  const session: SignedInSession = { verified: true, name, role: data.role, user_id: userId };
  // clinic_id is required for clinic owners and pmdc for doctors; when present on any role they must be valid.
  if (data.clinic_id !== undefined || data.role === 'clinic_owner') {
    const clinicId = readId(data.clinic_id);
    if (clinicId === null) return SIGNED_OUT;
    session.clinic_id = clinicId;
  }
  if (data.pmdc !== undefined || data.role === 'doctor') {
    const pmdc = readId(data.pmdc);
    if (pmdc === null) return SIGNED_OUT;
    session.pmdc = pmdc;
  }
  const { facility_type: facilityType, branch_id: branchId } = data;
  if (facilityType !== undefined) {
    const known = FACILITY_TYPES.find((type) => type === facilityType);
    if (known === undefined) return SIGNED_OUT;
    session.facility_type = known;
  }
  if (branchId !== undefined) {
    if (typeof branchId !== 'number' || !Number.isSafeInteger(branchId) || branchId < 0) return SIGNED_OUT;
    session.branch_id = branchId;
  }
  return session;
}

export function isSignedIn(session: Session): session is SignedInSession {
  return session.verified;
}

const CHANGE_EVENT = 'sehatlink:session-change';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be disabled (privacy mode, sandboxed iframes).
    return null;
  }
}

/** Current session from local storage. Browser only. */
export function readSession(): Session {
  return parseSession(readRaw());
}

let signingOut = false;

/**
 * Signing out has begun: until the stored session is cleared (or saved again), the API client sends
 * nothing but the logout itself (session-guard.ts). A page's reads that mount while the logout is on
 * its way would otherwise reach the server after the session has gone and come back 401.
 */
export function beginSignOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function saveSession(session: Omit<SignedInSession, 'verified'> & { verified?: true }): void {
  signingOut = false;
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, JSON.stringify({ ...session, verified: true }));
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

export function clearSession(): void {
  signingOut = false;
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

let cachedRaw: string | null | undefined;
let cachedSession: Session = SIGNED_OUT;

function getSnapshot(): Session {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The session, kept in sync with local storage (other tabs too). Server render and hydration see signed out. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, () => SIGNED_OUT);
}
