import { VISIT_LINK_DAYS, type components } from '@ehp/api-types';
import { ErrorCode, notFound, unauthorized } from '../../http/errors.ts';
import type { StoreData } from '../../store/types.ts';
import { appointmentById } from '../appointments/records.ts';
import { checkVisitToken } from '../messages/visit-link.ts';
import { adviceJson } from './rules.ts';

// The advice read with the link of the prescription_ready message (openapi.yaml
// getVisitAdviceByLink), by whoever holds the link: that visit's advice and prescription and
// nothing else of the patient's. The token is checked before any record is looked at, so what it
// answers says nothing about appointments the token was not signed for.

export const BY_LINK_MESSAGES = {
  invalid: 'This link is not valid. Open the whole link from the message, or sign in to see your appointments.',
  expired: `This link has expired: a link to a prescription works for ${VISIT_LINK_DAYS} days. Sign in to see the prescription with your appointments.`,
  notFound: (id: number) => `There is no advice for appointment ${id} that this link opens.`,
} as const;

/** The advice the token opens for appointment `id`, or the error to send. */
export function adviceByLink(
  data: StoreData,
  secret: Buffer,
  id: number,
  token: string,
  now: number,
): components['schemas']['VisitAdvice'] {
  const check = checkVisitToken(secret, token, now);
  if (!check.ok && check.problem === 'expired')
    throw unauthorized(BY_LINK_MESSAGES.expired, ErrorCode.visit_link_expired);
  if (!check.ok) throw unauthorized(BY_LINK_MESSAGES.invalid, ErrorCode.visit_link_invalid);
  // Signed for another appointment, or for this one's patient no longer (a data reset): as unknown.
  const stored = appointmentById(data, id);
  const advice =
    check.claims.appointmentId === id && stored?.patient_id === check.claims.patientId
      ? adviceJson(data, stored)
      : null;
  if (!advice) throw notFound(BY_LINK_MESSAGES.notFound(id));
  return advice;
}
