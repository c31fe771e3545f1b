import type { components } from '@ehp/api-types';
import { useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, FacilityType } from '@/config/constants';

type ContractSession = components['schemas']['Session'];
/** The contract's Role enum as its string values. */
export type Role = `${ContractSession['role']}`;
export const ROLES: readonly Role[] = ['patient', 'clinic_owner', 'doctor', 'staff'];

export type SignedOutSession = { verified: false; name: ''; role: ''; user_id: '' };
export type SignedInSession = {
  verified: true;
  name: string;
  role: Role;
  user_id: string;
  /** Clinic owners only. */
  clinic_id?: string;
  /** Doctors only. */
  pmdc?: string;
  facility_type?: number;
  branch_id?: number;
};
export type Session = SignedOutSession | SignedInSession;

export const SIGNED_OUT: SignedOutSession = Object.freeze({ verified: false, name: '', role: '', user_id: '' });

const MAX_FIELD_LENGTH = 200;
const FACILITY_TYPES: readonly number[] = Object.values(FacilityType).filter((v) => typeof v === 'number');

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
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return SIGNED_OUT;
  const record = data as Record<string, unknown>;

  if (record.verified !== true) return SIGNED_OUT;
  if (!isRole(record.role)) return SIGNED_OUT;
  if (typeof record.name !== 'string') return SIGNED_OUT;
  const name = record.name.trim();
  if (name === '' || name.length > MAX_FIELD_LENGTH) return SIGNED_OUT;
  const userId = readId(record.user_id);
  if (userId === null) return SIGNED_OUT;

  const session: SignedInSession = { verified: true, name, role: record.role, user_id: userId };
  // clinic_id is required for clinic owners and pmdc for doctors; when present on any role they must be valid.
  if (record.clinic_id !== undefined || record.role === 'clinic_owner') {
    const clinicId = readId(record.clinic_id);
    if (clinicId === null) return SIGNED_OUT;
    session.clinic_id = clinicId;
  }
  if (record.pmdc !== undefined || record.role === 'doctor') {
    const pmdc = readId(record.pmdc);
    if (pmdc === null) return SIGNED_OUT;
    session.pmdc = pmdc;
  }
  if (record.facility_type !== undefined) {
    if (!FACILITY_TYPES.includes(record.facility_type as number)) return SIGNED_OUT;
    session.facility_type = record.facility_type as number;
  }
  if (record.branch_id !== undefined) {
    if (!Number.isSafeInteger(record.branch_id) || (record.branch_id as number) < 0) return SIGNED_OUT;
    session.branch_id = record.branch_id as number;
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

export function saveSession(session: Omit<SignedInSession, 'verified'> & { verified?: true }): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, JSON.stringify({ ...session, verified: true }));
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

export function clearSession(): void {
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
