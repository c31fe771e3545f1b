import { VISIT_LINK_DAYS } from '@ehp/api-types';
import { advanceClock } from '../clock-hook.ts';
import { Skip, type RunContext } from '../context.ts';
import type { Exchange, HttpClient } from '../http-client.ts';
import { fetchVisitToken } from '../visit-link-hook.ts';
import { at } from './expect.ts';

// After the answered call (openapi.yaml saveVisitAdvice, getDoctorVisitAdvice, getAfterVisit,
// rateVisit, getVisitAdviceByLink): the doctor writes the advice and reads it back, the patient
// reads it with `visited` true, rates the visit once (201), and a second rating is refused (409).
// The link of the message the advice sent (config.messages) opens that advice with no session; an
// altered token is 401 `visit_link_invalid`, and, last of the run (the clock moves past the link's
// days, which ends every session), an expired one 401 `visit_link_expired`. Another appointment's
// id with the token is the generic unknown-id check's 404.

export const AFTER_VISIT_OPERATIONS = [
  'saveVisitAdvice',
  'getDoctorVisitAdvice',
  'getAfterVisit',
  'rateVisit',
  'getVisitAdviceByLink',
];
const BY_LINK = 'getVisitAdviceByLink';

/** Skips every after-visit check, saying why (no answered call to write about). */
export async function skipAfterVisit(ctx: RunContext, reason: string, blockedBy?: string): Promise<void> {
  for (const op of AFTER_VISIT_OPERATIONS)
    await ctx.check(op, 'example', async () => {
      throw new Skip(reason, blockedBy);
    });
}

const ADVICE = {
  advice: 'Walk 30 minutes a day and cut down on salt.',
  medicines: [{ name: 'Amlodipine', strength: '5 mg', frequency: 'Once a day, in the morning', days: 30 }],
  tests: ['Lipid profile'],
  follow_up_date: null,
};

export async function afterVisitJourney(
  ctx: RunContext,
  parties: { doctor: HttpClient; patient: HttpClient; appointmentId: number },
): Promise<void> {
  const { doctor, patient, appointmentId: id } = parties;
  let saved = false;
  await ctx.check('saveVisitAdvice', 'example', async () => {
    ctx.override('saveVisitAdvice', { body: { appointment_id: id, ...ADVICE } });
    const ex = await ctx.send(doctor, 'saveVisitAdvice');
    saved = ex.status === 200;
    const got = at(ex.json, 'data.advice.appointment_id');
    return ctx.verify(
      'saveVisitAdvice',
      ex,
      [200],
      saved && got !== id ? [`the advice names appointment ${String(got)}, not ${id}`] : [],
    );
  });
  await ctx.check('getDoctorVisitAdvice', 'example', async () => {
    ctx.override('getDoctorVisitAdvice', { query: { appointment_id: id } });
    const ex = await ctx.send(doctor, 'getDoctorVisitAdvice');
    const advice = at(ex.json, 'data.advice.advice');
    const wrong = saved && advice !== ADVICE.advice ? [`the doctor reads "${String(advice)}", not what was saved`] : [];
    return ctx.verify('getDoctorVisitAdvice', ex, [200], wrong);
  });
  await ctx.check('getAfterVisit', 'example', async () => {
    ctx.override('getAfterVisit', { query: { id } });
    const ex = await ctx.send(patient, 'getAfterVisit');
    const wrong = [
      at(ex.json, 'data.visited') !== true && 'the answered call does not count as a visit (visited is not true)',
      saved &&
        at(ex.json, 'data.advice.advice') !== ADVICE.advice &&
        "the patient does not read the doctor's saved advice",
    ].filter((w): w is string => typeof w === 'string');
    return ctx.verify('getAfterVisit', ex, [200], wrong);
  });
  await visitLinkChecks(ctx, id, saved);
  let rated = false;
  await ctx.check('rateVisit', 'example', async () => {
    ctx.override('rateVisit', { body: { appointment_id: id, rating: 5, comment: 'Listened patiently.' } });
    const ex = await ctx.send(patient, 'rateVisit');
    rated = ex.status === 201;
    return ctx.verify('rateVisit', ex, [201]);
  });
  await ctx.check('rateVisit', 'once', async () => {
    if (!rated) throw new Skip('needs a rating from rateVisit', 'rateVisit');
    return ctx.verify('rateVisit', await ctx.send(patient, 'rateVisit'), [409]);
  });
}

interface VisitLink {
  id: number;
  token: string;
}

/** `code` of an error answer, when it is not the expected one. */
const wrongCode = (ex: Exchange, status: number, code: string): string[] =>
  ex.status === status && at(ex.json, 'code') !== code
    ? [`the ${status}'s code is ${String(at(ex.json, 'code'))}, not ${code}`]
    : [];

/** The link from the patient's messages, read signed out; the same token altered. */
async function visitLinkChecks(ctx: RunContext, id: number, saved: boolean): Promise<void> {
  let link: VisitLink | undefined;
  await ctx.check(BY_LINK, 'example', async () => {
    if (!saved) throw new Skip('needs advice saved by saveVisitAdvice', 'saveVisitAdvice');
    const hook = ctx.config.messages;
    const phone = ctx.config.patient?.phone;
    if (!hook) throw new Skip("no messages hook (config.messages): the kit cannot read the advice's link");
    if (!phone) throw new Skip('no patient configured');
    let token: string;
    try {
      token = await fetchVisitToken(hook, ctx.options.baseUrl, phone, id);
    } catch (error) {
      return { problems: [`the advice's message has no link to it: ${(error as Error).message}`] };
    }
    ctx.override(BY_LINK, { query: { id, visit_token: token } });
    // Signed out: a fresh client with no session, as a relative's phone would be.
    const ex = await ctx.send(ctx.client(), BY_LINK);
    const wrong = [
      ex.status === 200 &&
        at(ex.json, 'data.advice.appointment_id') !== id &&
        `the link opens the advice of appointment ${String(at(ex.json, 'data.advice.appointment_id'))}, not ${id}`,
      ex.status === 200 &&
        at(ex.json, 'data.advice.advice') !== ADVICE.advice &&
        'the link does not open the saved advice',
    ].filter((w): w is string => typeof w === 'string');
    if (ex.status === 200 && !wrong.length) link = { id, token };
    return ctx.verify(BY_LINK, ex, [200], wrong);
  });
  ctx.state.visitLink = link;
  await ctx.check(BY_LINK, 'link-altered', async () => {
    const { token } = ctx.need<VisitLink>('visitLink', 'saveVisitAdvice');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const ex = await ctx.send(ctx.client(), BY_LINK, { query: { id, visit_token: `${token.slice(0, -1)}${last}` } });
    return ctx.verify(BY_LINK, ex, [401], wrongCode(ex, 401, 'visit_link_invalid'));
  });
}

/**
 * The link once its days are over: 401 `visit_link_expired`. It moves the target's clock past
 * them, which ends every session and hold: the runner calls it last.
 */
export async function visitLinkExpiresCheck(ctx: RunContext): Promise<void> {
  await ctx.check(BY_LINK, 'link-expires', async () => {
    const { id, token } = ctx.need<VisitLink>('visitLink', 'saveVisitAdvice');
    const hook = ctx.config.clock;
    if (!hook) throw new Skip('no clock hook (config.clock): the kit cannot wait out the link');
    await advanceClock(hook, ctx.options.baseUrl, VISIT_LINK_DAYS * 24 * 60 + 1);
    const ex = await ctx.send(ctx.client(), BY_LINK, { query: { id, visit_token: token } });
    return ctx.verify(BY_LINK, ex, [401], wrongCode(ex, 401, 'visit_link_expired'));
  });
}
