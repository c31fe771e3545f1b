import type { RunContext } from '../context.ts';
import { at, freshTag, okStatuses } from './expect.ts';
import { passwordResetJourney } from './password-reset.ts';
import { refused, signIn, skipAll } from './sign-in.ts';
import { signupJourney } from './signup.ts';

// Facility owners: reset the password (first, so the session that follows survives it), check the
// credentials and branches, validate the branch code, sign in to a branch, write to support.

type Row = Record<string, unknown>;
const CLINIC_OPS = [
  'checkClinicBranches',
  'validateBranchCode',
  'clinicLogin',
  'clinicContactUs',
  'getClinicImage',
  'listClinicBranches',
  'switchClinicBranch',
];

export async function clinicJourney(ctx: RunContext): Promise<void> {
  const owner = ctx.config.clinicOwner;
  if (!owner) {
    await skipAll(
      ctx,
      [...CLINIC_OPS, 'clinicForgetPassword', 'clinicForgetOtpVerify', 'clinicResetPassword'],
      'no clinicOwner configured',
    );
  } else {
    await passwordResetJourney(ctx, {
      who: 'the clinic owner',
      start: 'clinicForgetPassword',
      verify: 'clinicForgetOtpVerify',
      reset: 'clinicResetPassword',
      identity: { email: owner.email },
      phone: owner.phone,
      password: owner.password,
    });
    await ownerSignIn(ctx, owner);
  }
  const tag = freshTag();
  await signupJourney(
    ctx,
    'verifyClinicSignupOtp',
    { email: `clinic.${tag}@example.pk`, facility_name: `Conformance Clinic ${tag}` },
    'clinic_owner',
  );
}

async function ownerSignIn(ctx: RunContext, owner: NonNullable<RunContext['config']['clinicOwner']>): Promise<void> {
  const client = ctx.client();
  const creds = {
    email: owner.email,
    password: owner.password,
    ...(owner.facility_type !== undefined ? { facility_type: owner.facility_type } : {}),
  };
  ctx.override('checkClinicBranches', { body: creds });
  await refused(ctx, 'checkClinicBranches', 'wrong-credentials', client, {
    body: { ...creds, password: `${owner.password}-wrong` },
  });
  let branch: Row | undefined;
  await ctx.check('checkClinicBranches', 'example', async () => {
    const ex = await ctx.send(client, 'checkClinicBranches');
    const branches = (at(ex.json, 'data.branches') as Row[] | undefined) ?? [];
    branch = branches.find((b) => b.branch_id === owner.branch_id) ?? branches[0];
    return ctx.verify('checkClinicBranches', ex, [200], branch ? [] : ['no branch listed for the owner']);
  });
  if (branch) ctx.override('validateBranchCode', { body: { branch_code: branch.branch_code } });
  await ctx.check('validateBranchCode', 'example', async () =>
    ctx.verify('validateBranchCode', await ctx.send(client, 'validateBranchCode'), [200]),
  );
  const login = {
    ...creds,
    ...(branch ? { branch_id: branch.branch_id } : owner.branch_id ? { branch_id: owner.branch_id } : {}),
  };
  ctx.override('clinicLogin', { body: login });
  await refused(ctx, 'clinicLogin', 'wrong-credentials', client, {
    body: { ...login, password: `${owner.password}-wrong` },
  });
  const ex = await signIn(ctx, 'clinicLogin', client, { body: login }, 'clinic_owner');
  if (!ex)
    return skipAll(
      ctx,
      ['clinicContactUs', 'getClinicImage', 'listClinicBranches', 'switchClinicBranch'],
      'needs a clinic_owner session from clinicLogin',
      'clinicLogin',
    );
  const clinicId = at(ex.json, 'data.clinic_id');
  if (clinicId) ctx.override('getClinicImage', { query: { id: Number(clinicId) } });
  await ctx.check('clinicContactUs', 'example', async () =>
    ctx.verify('clinicContactUs', await ctx.send(client, 'clinicContactUs'), [201]),
  );
  await ctx.check('clinicContactUs', 'multipart', async () => {
    const form = new FormData();
    const example = ctx.op('clinicContactUs').requestBody?.content['multipart/form-data']?.example as
      Record<string, string> | undefined;
    for (const [k, v] of Object.entries(example ?? { subject: 'Attachment', message: 'Please see the attachment.' }))
      form.append(k, v);
    form.append('attachment', new Blob(['conformance kit attachment\n'], { type: 'text/plain' }), 'note.txt');
    return ctx.verify('clinicContactUs', await ctx.send(client, 'clinicContactUs', { body: form }), [201]);
  });
  await ctx.check('clinicContactUs', 'requires-session', async () =>
    ctx.verify('clinicContactUs', await ctx.send(ctx.anon, 'clinicContactUs'), [401]),
  );
  await ctx.check('getClinicImage', 'example', async () => {
    if (!clinicId) return { problems: ['the clinic_owner session carries no clinic_id'] };
    return ctx.verify('getClinicImage', await ctx.send(client, 'getClinicImage'), okStatuses(ctx.op('getClinicImage')));
  });
  await ownerBranches(ctx, client);
}

/** The owner's branches with addresses, and moving the session to another of them and back. */
async function ownerBranches(ctx: RunContext, client: ReturnType<RunContext['client']>): Promise<void> {
  let ids: number[] = [];
  let current: number | undefined;
  await ctx.check('listClinicBranches', 'example', async () => {
    const ex = await ctx.send(client, 'listClinicBranches');
    ids = ((at(ex.json, 'data.branches') as Row[] | undefined) ?? []).map((b) => Number(b.branch_id));
    current = at(ex.json, 'data.current_branch_id') as number | undefined;
    const problems = current !== undefined && ids.includes(current) ? [] : ['current_branch_id is not listed'];
    return ctx.verify('listClinicBranches', ex, [200], problems);
  });
  await ctx.check('listClinicBranches', 'requires-session', async () =>
    ctx.verify('listClinicBranches', await ctx.send(ctx.anon, 'listClinicBranches'), [401]),
  );
  const other = ids.find((id) => id !== current) ?? current;
  if (other !== undefined) ctx.override('switchClinicBranch', { body: { branch_id: other } });
  await ctx.check('switchClinicBranch', 'example', async () => {
    const ex = await ctx.send(client, 'switchClinicBranch');
    const now = at(ex.json, 'data.branch_id');
    return ctx.verify(
      'switchClinicBranch',
      ex,
      [200],
      other === undefined || now === other ? [] : ['branch_id not switched'],
    );
  });
  await ctx.check('switchClinicBranch', 'not-yours', async () => {
    const foreign = Math.max(0, ...ids) + 100_000;
    const ex = await ctx.send(client, 'switchClinicBranch', { body: { branch_id: foreign } });
    return ctx.verify('switchClinicBranch', ex, [404]);
  });
  await ctx.check('switchClinicBranch', 'requires-session', async () =>
    ctx.verify('switchClinicBranch', await ctx.send(ctx.anon, 'switchClinicBranch'), [401]),
  );
  if (current !== undefined && current !== other)
    await ctx.send(client, 'switchClinicBranch', { body: { branch_id: current } });
}
