import { SEED_DOCTORS, SEED_OWNERS, SEEDED_ACCOUNTS, type SeededAccount } from '../store/seed/accounts.ts';

export interface QaAccount extends SeededAccount {
  /** Where this account's SMS codes go (sign-in, forgot password): read them with GET /__qa/otp. */
  sms_phone: string | null;
}

function smsPhoneOf(account: SeededAccount): string | null {
  if (account.role === 'patient') return account.identifier;
  if (account.role === 'doctor') return SEED_DOCTORS.find((d) => d.pmdc === account.identifier)?.phone ?? null;
  if (account.role === 'clinic_owner') return SEED_OWNERS.find((o) => o.email === account.identifier)?.phone ?? null;
  return null; // staff have no SMS flow
}

/** The seeded accounts, with the number their codes are sent to (the product only shows it masked). */
export const qaAccounts = (): QaAccount[] => SEEDED_ACCOUNTS.map((a) => ({ ...a, sms_phone: smsPhoneOf(a) }));
