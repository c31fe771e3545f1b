import type { RunContext } from '../context.ts';
import { at, freshTag, okStatuses } from './expect.ts';
import { passwordResetJourney } from './password-reset.ts';
import { refused, signIn, skipAll } from './sign-in.ts';
import { signupJourney } from './signup.ts';

// Facility owners: reset the password (first, so the session that follows survives it), check the
// credentials and branches, validate the branch code, sign in to a branch, write to support.

type Row = Record<string, unknown>;
const CLINIC_OPS = ['checkClinicBranches', 'validateBranchCode', 'clinicLogin', 'clinicContactUs', 'getClinicImage'];

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
      ['clinicContactUs', 'getClinicImage'],
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
}
