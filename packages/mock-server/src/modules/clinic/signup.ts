import { conflict, ErrorCode } from '../../http/errors.ts';
import { created, type HandlerTable } from '../../http/handler.ts';
import { signInWith } from '../../http/session.ts';
import { hashPassword } from '../../store/passwords.ts';
import type { StoreData } from '../../store/types.ts';
import { normalizePhone } from '../auth/otp.ts';
import { clientAddress } from '../../http/client-address.ts';
import { takeForAddress } from '../auth/limits.ts';
import { sessionBody, spendOtp } from '../auth/rules.ts';
import { newBranchCode, ownerSession } from './rules.ts';

/** 409 reasons for a new facility owner, checked before the code is spent so the form can be fixed. */
export function ownerConflict(data: StoreData, email: string, phone: string): string | null {
  const e = email.trim().toLowerCase();
  if (data.owners.some((o) => o.email.toLowerCase() === e)) return 'An account with this e-mail already exists';
  if (data.owners.some((o) => o.phone === normalizePhone(phone)))
    return 'An account with this phone number already exists';
  return null;
}

export const clinicSignupHandlers = {
  verifyClinicSignupOtp: async ({ body, ctx, req, res }) => {
    // The code is given back when the write fails (spendOtp): the retry is not told it was used.
    const { user } = await spendOtp(ctx, clientAddress(req), body.phone_number, 'signup', body.otp_code, async () => {
      takeForAddress(ctx.limits.accountChanges, req, ctx.now(), 'sign-ups');
      // The code first: only the owner of the number learns whether the account already exists.
      const clash = ownerConflict(ctx.store.data, body.email, body.phone_number);
      if (clash) throw conflict(clash, ErrorCode.account_exists);
      const passwordHash = await hashPassword(body.password);
      // The account and its session in one write: both saved, or neither (no account without a session).
      return signInWith(req, res, ctx.store, ctx.now(), (data) => {
        const now = new Date(ctx.now()).toISOString();
        const facility = {
          id: ctx.store.nextId('facility'),
          facility_type: body.facility_type,
          name: body.facility_name.trim(),
          city: body.city,
          has_image: false,
          created_at: now,
        };
        const taken = new Set(data.branches.map((b) => b.code.toUpperCase()));
        const branch = {
          id: ctx.store.nextId('branch'),
          facility_id: facility.id,
          name: `${facility.name} - Main`,
          code: newBranchCode(facility.name, body.city, taken),
          city: body.city,
          address: '',
        };
        const owner = {
          id: ctx.store.nextId('owner'),
          name: body.owner_name.trim(),
          email: body.email.trim(),
          phone: normalizePhone(body.phone_number),
          password_hash: passwordHash,
          facility_id: facility.id,
        };
        data.facilities.push(facility);
        data.branches.push(branch);
        data.owners.push(owner);
        return { user: ownerSession(owner, facility, branch.id) };
      });
    });
    return created(sessionBody('Account created', user));
  },
} satisfies HandlerTable;
