import { pakistanDate } from '@ehp/api-types';
import { ApiError, notFound } from '../../http/errors.ts';
import { ok, type HandlerTable } from '../../http/handler.ts';
import type { StoreData } from '../../store/types.ts';
import { findDirectoryDoctor, sittingProblem, slotsFor } from './availability.ts';
import { pageOf, reviewsOf, toProfile } from './profile.ts';
import { searchDirectory } from './search.ts';
import { suggest } from './suggestions.ts';

const directoryDoctor = (data: StoreData, pmdc: string) => {
  const doctor = findDirectoryDoctor(data, pmdc);
  if (!doctor) throw notFound(`No doctor with PMDC number ${pmdc}`);
  return doctor;
};

// express-openapi-validator hands query values on coerced to the contract's types, with its
// defaults filled in (page 1, page_size 10 or 5); the fallbacks below only satisfy the types.

export const doctorsDirectoryHandlers = {
  searchDoctors: ({ query, ctx }) => {
    const now = ctx.now();
    const page = searchDirectory(
      ctx.store.data,
      { ...query, page: query.page ?? 1, page_size: query.page_size ?? 10 },
      now,
    );
    return ok({
      message: 'OK',
      data: {
        doctors: page.items,
        total: page.total,
        page: page.page,
        page_size: page.page_size,
        today: pakistanDate(now),
      },
    });
  },

  suggestDoctorSearch: ({ query, ctx }) =>
    ok({ message: 'OK', data: { suggestions: suggest(ctx.store.data, query.q) } }),

  getDoctorProfile: ({ query, ctx }) => {
    const doctor = directoryDoctor(ctx.store.data, query.pmdc);
    const now = ctx.now();
    return ok({ message: 'OK', data: { doctor: toProfile(ctx.store.data, doctor, now), today: pakistanDate(now) } });
  },

  listDoctorReviews: ({ query, ctx }) => {
    const doctor = directoryDoctor(ctx.store.data, query.pmdc);
    const page = pageOf(reviewsOf(ctx.store.data, doctor.pmdc), query.page ?? 1, query.page_size ?? 5);
    return ok({
      message: 'OK',
      data: { reviews: page.items, total: page.total, page: page.page, page_size: page.page_size },
    });
  },

  listDoctorSlots: ({ query, ctx }) => {
    const data = ctx.store.data;
    const now = ctx.now();
    const doctor = directoryDoctor(data, query.pmdc);
    const problem = sittingProblem(data, doctor, query, now);
    if (problem) throw new ApiError(problem.status, problem.message);
    return ok({ message: 'OK', data: slotsFor(data, doctor, query.date, query.mode, query.location_id, now) });
  },
} satisfies HandlerTable;
