import { Role } from '@ehp/api-types';
import type { RoleRequirement } from '../http/handler.ts';

// The roles an operation can require, registered as `role` in the modules' handler tables. The
// label finishes the router's refusals: "Sign in as a patient first", "Only a doctor can do this".

export const PATIENT: RoleRequirement = { role: Role.patient, label: 'a patient' };
export const DOCTOR: RoleRequirement = { role: Role.doctor, label: 'a doctor' };
export const CLINIC_OWNER: RoleRequirement = { role: Role.clinic_owner, label: 'a clinic, hospital or pharmacy owner' };
