import { notFound } from '../../http/errors.ts';
import type { HandlerTable } from '../../http/handler.ts';
import { avatarSvg, facilitySvg, labLogoSvg, specialitySvg } from './svg.ts';
import { findSpeciality } from './specialities.ts';

const image = (svg: string) => ({ status: 200 as const, svg });

/** 404 for unknown ids and for records without a picture, so the portal's fallbacks show. */
export const mediaHandlers = {
  getPatientImage: ({ query, ctx }) => {
    const patient = ctx.store.data.patients.find((p) => p.id === Number(query.id));
    if (!patient) throw notFound(`No patient with id ${query.id}`);
    if (!patient.has_photo) throw notFound(`Patient ${patient.id} has no photo`);
    return image(avatarSvg(patient.name));
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
