import type { components } from '@ehp/api-types';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

// These go through unwrap() rather than $api.useMutation so the thrown error keeps the HTTP
// status: a 409 (account already exists) sends the person back to the details step.

export const useVerifyClinicSignup = () =>
  useMutation({
    mutationKey: ['post', '/api/clinic/verify_signup_otp'],
    mutationFn: async (body: Schemas['ClinicSignupRequest']) =>
      unwrap(await api.POST('/api/clinic/verify_signup_otp', { body })),
  });

export const useVerifyDoctorSignup = () =>
  useMutation({
    mutationKey: ['post', '/api/doctor/verify_dr_signup_otp'],
    mutationFn: async (body: Schemas['DoctorSignupRequest']) =>
      unwrap(await api.POST('/api/doctor/verify_dr_signup_otp', { body })),
  });
