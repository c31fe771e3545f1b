import { Skip, type RunContext } from '../context.ts';
import { at } from './expect.ts';
import { otpFor } from './sign-in.ts';
import { ownHold, raceForOneSlot, releaseHold } from './two-users-holds.ts';
import { otherUserChecks } from './two-users-records.ts';

// Two of everyone: a second patient and a second doctor (config patient2, doctor2) sign in, and
// for every operation on a patient's or doctor's own records (read from the contract) the second
// one must get the documented 404 and see nothing of the first one's. The second patient cannot
// take a slot the first one holds, and when both race for one free slot exactly one wins.

async function signInSecondPatient(ctx: RunContext): Promise<void> {
  const second = ctx.config.patient2;
  if (!second) return;
  const op = 'verifyOtpCodePatient';
  const client = ctx.client();
  await ctx.check(op, 'second-patient', async () => {
    ctx.dependsOn('sendVerificationCode');
    const sent = await ctx.send(client, 'sendVerificationCode', {
      body: { phone_number: second.phone, purpose: 'login' },
    });
    if (sent.status !== 200) return ctx.verify('sendVerificationCode', sent, [200]);
    const code = await otpFor(ctx, second.phone, 'the second patient').catch((error: Error) => {
      throw error instanceof Skip ? error : new Skip(`cannot get the second patient's code: ${error.message}`);
    });
    const body = { phone_number: second.phone, otp_code: code, ...(second.name ? { name: second.name } : {}) };
    const ex = await ctx.send(client, op, { body });
    const id = at(ex.json, 'data.user_id');
    const same =
      id !== undefined && String(id) === ctx.state.patientId
        ? [`the second patient (${second.phone}) signed in as the first one (user_id ${String(id)})`]
        : [];
    const verdict = ctx.verify(op, ex, [ctx.op(op).responses['201'] ? 201 : 200], same);
    if (!verdict.problems.length && id !== undefined) ctx.state.secondPatient = { client, id: String(id) };
    return verdict;
  });
}

async function signInSecondDoctor(ctx: RunContext): Promise<void> {
  const second = ctx.config.doctor2;
  if (!second) return;
  const op = 'doctorLogin';
  const client = ctx.client();
  await ctx.check(op, 'second-doctor', async () => {
    const ex = await ctx.send(client, op, { body: { pmdc: second.pmdc, password: second.password } });
    const same =
      second.pmdc === ctx.config.doctor?.pmdc ? [`doctor2 has the first doctor's PMDC number ${second.pmdc}`] : [];
    const verdict = ctx.verify(op, ex, [200], same);
    if (!verdict.problems.length) ctx.state.secondDoctor = { client, pmdc: second.pmdc };
    return verdict;
  });
}

/** The HTTP half: sign-ins, the first patient's fresh hold, the other-user checks, the race. */
export async function twoUsersJourney(ctx: RunContext): Promise<void> {
  await signInSecondPatient(ctx);
  await signInSecondDoctor(ctx);
  const hold = await ownHold(ctx);
  try {
    await otherUserChecks(ctx, hold);
  } finally {
    await releaseHold(ctx, hold);
  }
  await raceForOneSlot(ctx);
}
