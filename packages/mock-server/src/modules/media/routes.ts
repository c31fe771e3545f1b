import { badRequest, notFound } from '../../http/errors.ts';
import type { HandlerTable } from '../../http/handler.ts';
import { avatarSvg, facilitySvg, labLogoSvg, specialitySvg } from './svg.ts';
import { findSpeciality } from './specialities.ts';
import { PATIENT } from '../roles.ts';

const image = (svg: string) => ({ status: 200 as const, svg });

/** A patient id as the portal writes it: plain decimal, no leading zero, sign, point, exponent or hex. */
const STRICT_ID = /^[1-9][0-9]{0,14}$/;
export const PATIENT_IMAGE_MESSAGES = {
  notFound: 'No photo for this patient',
  badId: 'id must be a whole number written in plain digits, like 1001',
} as const;

/** 404 for unknown ids and for records without a picture, so the portal's fallbacks show. */
export const mediaHandlers = {
  getPatientImage: {
    role: PATIENT,
    handle: ({ req, session, ctx }) => {
      // The raw text, not the validator's number: 0x3e9, 1001.0, 01001 and 1e3 all coerce to an id.
      const raw = new URLSearchParams(req.originalUrl.split('?')[1] ?? '').get('id') ?? '';
      if (!STRICT_ID.test(raw)) throw badRequest(PATIENT_IMAGE_MESSAGES.badId);
      const id = Number(raw);
      // Only the patient's own photo; another's, an unknown id and no photo read alike (ids reveal nothing).
      const patient =
        String(id) === session.user?.user_id ? ctx.store.data.patients.find((p) => p.id === id) : undefined;
      if (!patient?.has_photo) throw notFound(PATIENT_IMAGE_MESSAGES.notFound);
      return { ...image(avatarSvg(patient.name, 'Profile photo')), private: true };
    },
  },

  getDoctorImage: ({ query, ctx }) => {
    const doctor = ctx.store.data.doctors.find((d) => d.pmdc === query.pmdc);
    if (!doctor) throw notFound(`No doctor with PMDC number ${query.pmdc}`);
    if (!doctor.has_photo) throw notFound(`Doctor ${doctor.pmdc} has no photo`);
    return image(avatarSvg(doctor.name));
  },

  getClinicImage: ({ query, ctx }) => {
    const facility = ctx.store.data.facilities.find((f) => f.id === Number(query.id));
    if (!facility) throw notFound(`No clinic with id ${query.id}`);
    if (!facility.has_image) throw notFound(`Clinic ${facility.id} has no image`);
    return image(facilitySvg(facility.name));
  },

  getLabLogo: ({ query, ctx }) => {
    const lab = ctx.store.data.labs.find((l) => l.id === Number(query.lab_id));
    if (!lab) throw notFound(`Lab ${query.lab_id} not found`);
    if (!lab.has_logo) throw notFound(`Lab ${lab.id} has no logo`);
    return image(labLogoSvg(lab.lab_name));
  },

  getSpecialityImage: ({ query }) => {
    const name = findSpeciality(query.name);
    if (!name) throw notFound(`No artwork for the speciality "${query.name.slice(0, 60)}"`);
    return image(specialitySvg(name));
  },
} satisfies HandlerTable;
