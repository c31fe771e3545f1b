import { conflict, notFound, ErrorCode } from '../../http/errors.ts';
import { takeForAddress } from '../auth/limits.ts';
import { created, ok, type HandlerTable } from '../../http/handler.ts';
import { stamped, storeSubmission } from '../../store/submissions.ts';
import { lookup } from '../../store/indexes.ts';
import { DEMO_CLASHES, demoClashKeys, DUPLICATE_DEMO_MESSAGE, isDuplicateDemo } from './rules.ts';

/** The duplicate-demo refusal: the product's own, and what a QA fault of 409 on addDemoRequest answers. */
const DUPLICATE_DEMO = { message: DUPLICATE_DEMO_MESSAGE, code: ErrorCode.duplicate_demo_request };

export const marketingHandlers = {
  addDemoRequest: {
    ownRefusals: { 409: DUPLICATE_DEMO },
    handle: async ({ body, ctx, req }) => {
      takeForAddress(ctx.limits.forms, req, ctx.now(), 'requests');
      // Checked and stored in one synchronous step, so two racing requests cannot both get in.
      const { data } = ctx.store;
      const candidates = demoClashKeys(body).flatMap((key) => lookup(data, DEMO_CLASHES, key));
      if (isDuplicateDemo(candidates, body)) throw conflict(DUPLICATE_DEMO.message, DUPLICATE_DEMO.code);
      const id = await storeSubmission(ctx, (data, stamp) =>
        data.submissions.demo.push(
          stamped(stamp, {
            name: body.name.trim(),
            phone_number: body.phone_number,
            email: body.email.trim(),
            demo_for: body.demo_for,
          }),
        ),
      );
      return created({ message: 'Request Received!', data: { id } });
    },
  },

  addHelplineRequest: async ({ body, ctx, req }) => {
    takeForAddress(ctx.limits.forms, req, ctx.now(), 'requests');
    const id = await storeSubmission(ctx, (data, stamp) =>
      data.submissions.helpline.push(stamped(stamp, { phone_number: body.phone_number })),
    );
    return created({ message: 'We have received your Request', data: { id } });
  },

  addContactMessage: async ({ body, ctx, req }) => {
    takeForAddress(ctx.limits.forms, req, ctx.now(), 'messages');
    const id = await storeSubmission(ctx, (data, stamp) =>
      data.submissions.contact.push(
        stamped(stamp, {
          name: body.name.trim(),
          email: body.email.trim(),
          phone_number: body.phone_number,
          subject: body.subject.trim(),
          message: body.message.trim(),
        }),
      ),
    );
    return created({ message: 'We have received your Request', data: { id } });
  },

  getBasicSubscriptionPackage: ({ ctx }) => {
    const basic = ctx.store.data.packages.find((p) => p.facility_type === 0 && p.plan_tier === 0);
    if (!basic) throw notFound('No basic package');
    return ok({ message: 'OK', data: { package: basic } });
  },
} satisfies HandlerTable;
