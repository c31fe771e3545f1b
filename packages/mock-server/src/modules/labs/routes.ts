import { labTestPrice, PaymentStatus } from '@ehp/api-types';
import { ApiError, notFound } from '../../http/errors.ts';
import { created, ok, type HandlerTable } from '../../http/handler.ts';
import { clientAddress } from '../../http/client-address.ts';
import { takeForAddress } from '../auth/limits.ts';
import { spendOtp } from '../auth/rules.ts';
import { stamped, submissionStamp } from '../../store/submissions.ts';
import type { StoreData } from '../../store/types.ts';
import { bookingId, labMessage, priceBooking } from './booking.ts';
import { bookingJson, cancelLabBooking, myLabBookings } from './my-bookings.ts';
import { labTimes } from './times.ts';
import { PATIENT } from '../roles.ts';

const DEFAULT_LIST_DAYS = 7;

const findLab = (data: StoreData, id: number) => {
  const lab = data.labs.find((l) => l.id === id);
  if (!lab) throw notFound(`Lab ${id} not found`);
  return lab;
};
const branchCount = (data: StoreData, labId: number) => data.lab_branches.filter((b) => b.lab_id === labId).length;

/** What the /labs list says of a lab's tests: how many, the lowest payable price, the fastest report. */
function testFacts(data: StoreData, labId: number) {
  const categoryIds = new Set(data.lab_branches.filter((b) => b.lab_id === labId).flatMap((b) => b.category_ids));
  const tests = new Map<number, StoreData['lab_categories'][number]['tests'][number]>();
  for (const category of data.lab_categories) {
    if (category.lab_id !== labId || !categoryIds.has(category.id)) continue;
    for (const test of category.tests) tests.set(test.id, test);
  }
  const all = [...tests.values()];
  if (all.length === 0) return { test_count: 0 };
  return {
    test_count: all.length,
    price_from: Math.min(...all.map((t) => labTestPrice(t))),
    fastest_report_hours: Math.min(...all.map((t) => t.report_time_hours)),
  };
}

export const labHandlers = {
  listLabs: ({ ctx }) => {
    const data = ctx.store.data;
    const all = data.labs.map((l) => ({
      id: l.id,
      lab_name: l.lab_name,
      city: l.city,
      branch_count: branchCount(data, l.id),
      home_sampling: l.home_sampling,
      has_logo: l.has_logo,
      ...testFacts(data, l.id),
    }));
    return ok({ message: 'OK', data: { data: { medical_test_labs_all: all } } });
  },

  listLabBranches: ({ query, ctx }) => {
    const lab = findLab(ctx.store.data, Number(query.lab_id));
    const branches = ctx.store.data.lab_branches
      .filter((b) => b.lab_id === lab.id)
      .map(({ category_ids: _c, ...b }) => b);
    return ok({ message: 'OK', data: { branches } });
  },

  getLabInfo: ({ query, ctx }) => {
    const { has_logo: _l, ...lab } = findLab(ctx.store.data, Number(query.lab_id));
    return ok({ message: 'OK', data: { lab: { ...lab, branch_count: branchCount(ctx.store.data, lab.id) } } });
  },

  listLabTestCategories: ({ query, ctx }) => {
    const id = Number(query.lab_branch_id);
    const branch = ctx.store.data.lab_branches.find((b) => b.id === id);
    if (!branch) throw notFound(`Lab branch ${id} not found`);
    const categories = ctx.store.data.lab_categories
      .filter((c) => branch.category_ids.includes(c.id))
      .map((c) => ({ id: c.id, name: c.name, tests: c.tests }));
    return ok({ message: 'OK', data: { categories } });
  },

  listLabTimes: ({ query, ctx }) => {
    const id = Number(query.lab_branch_id);
    const branch = ctx.store.data.lab_branches.find((b) => b.id === id);
    if (!branch) throw notFound(`Lab branch ${id} not found`);
    const home = query.home_sampling === true;
    if (home && !findLab(ctx.store.data, branch.lab_id).home_sampling)
      throw new ApiError(
        400,
        `${findLab(ctx.store.data, branch.lab_id).lab_name} does not offer home sample collection.`,
      );
    return ok({ message: 'OK', data: labTimes(branch, home, ctx.now(), query.days ?? DEFAULT_LIST_DAYS) });
  },

  listMyLabBookings: {
    role: PATIENT,
    handle: ({ ctx, session }) =>
      ok({
        message: 'OK',
        data: { bookings: myLabBookings(ctx.store.data, Number(session.user?.user_id), ctx.now()) },
      }),
  },

  cancelLabBooking: {
    role: PATIENT,
    handle: async ({ body, ctx, session }) => {
      const now = ctx.now();
      const booking = await ctx.store.write((data) =>
        cancelLabBooking(data, Number(session.user?.user_id), body.booking_id, now),
      );
      return ok({ message: 'Lab booking cancelled', data: { booking: bookingJson(ctx.store.data, booking) } });
    },
  },

  createLabBooking: async ({ body, ctx, session, req }) => {
    const address = clientAddress(req);
    takeForAddress(ctx.limits.forms, req, ctx.now(), 'lab bookings');
    const priced = priceBooking(ctx.store.data, body, ctx.now());
    if (!priced.ok) throw new ApiError(priced.status, priced.message);
    const patientId = session.user?.role === 'patient' ? Number(session.user.user_id) : null;
    const account = patientId === null ? undefined : ctx.store.data.patients.find((p) => p.id === patientId);
    // The code is spent, never stored; a signed-in patient's booking uses the number they signed in with.
    const { otp_code: code, ...fields } = body;
    const now = ctx.now();
    const save = () =>
      ctx.store.write((data) => {
        const record = Object.assign(stamped(submissionStamp(ctx), fields), {
          phone_number: account?.phone ?? fields.phone_number ?? '',
          booking_id: bookingId(ctx.store.nextId('booking')),
          total_amount: priced.total,
          status: PaymentStatus.PENDING,
          patient_id: patientId,
          cancelled_at: null,
        });
        data.submissions.booking.push(record);
        // Its confirmation is kept in the same write: a booking and its SMS, or neither.
        ctx.outbox.queueLabBooking(data, labMessage(record, priced), now);
        return record;
      });
    let booking;
    if (account) booking = await save();
    else if (fields.phone_number === undefined)
      throw new ApiError(400, 'Please give the phone number the lab should confirm the booking on.');
    else if (code === undefined)
      throw new ApiError(
        400,
        'Please confirm your phone number: request a code for it (purpose lab_booking) and send it as otp_code, or sign in.',
      );
    else booking = await spendOtp(ctx, address, fields.phone_number, 'lab_booking', code, save);
    void ctx.outbox.deliver();
    return created({
      message: 'Booking confirmed',
      data: {
        booking_id: booking.booking_id,
        total_amount: booking.total_amount,
        status: booking.status,
        preferred_date: booking.preferred_date,
        preferred_time: booking.preferred_time,
      },
    });
  },
} satisfies HandlerTable;
