import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { at } from './expect.ts';

// After the answered call (openapi.yaml saveVisitAdvice, getDoctorVisitAdvice, getAfterVisit,
// rateVisit): the doctor writes the advice and reads it back, the patient reads it with `visited`
// true, rates the visit once (201), and a second rating is refused (409).

export const AFTER_VISIT_OPERATIONS = ['saveVisitAdvice', 'getDoctorVisitAdvice', 'getAfterVisit', 'rateVisit'];

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
