import { ok, type HandlerTable } from '../../http/handler.ts';
import type { RequestSession } from '../../http/session.ts';
import { notFound } from '../../http/errors.ts';
import type { DoctorRecord, StoreData } from '../../store/types.ts';
import { offersFollowUps } from '../appointments/follow-up.ts';
import { DOCTOR } from '../roles.ts';

// The signed-in doctor's booking settings (openapi.yaml getDoctorSettings, setDoctorFreeFollowUp;
// x-provisional): whether patients may book the free follow-up. The role guard lets only doctors in.

const settingsJson = (doctor: DoctorRecord) => ({ free_follow_up: offersFollowUps(doctor) });

function signedInDoctor(data: StoreData, session: RequestSession): DoctorRecord {
  const doctor = data.doctors.find((d) => d.pmdc === session.user?.pmdc);
  if (!doctor) throw notFound('Your doctor account was not found. Please sign in again.');
  return doctor;
}

export const doctorSettingsHandlers = {
  getDoctorSettings: {
    role: DOCTOR,
    handle: ({ ctx, session }) =>
      ok({ message: 'OK', data: { settings: settingsJson(signedInDoctor(ctx.store.data, session)) } }),
  },

  setDoctorFreeFollowUp: {
    role: DOCTOR,
    handle: async ({ body, ctx, session }) => {
      const saved = await ctx.store.write((data) => {
        const doctor = signedInDoctor(data, session);
        doctor.free_follow_up = body.enabled;
        return settingsJson(doctor);
      });
      return ok({
        message: saved.free_follow_up ? 'Free follow-ups turned on' : 'Free follow-ups turned off',
        data: { settings: saved },
      });
    },
  },
} satisfies HandlerTable;
