import type { CompleteHandlerTable } from '../http/handler.ts';
import { afterVisitHandlers } from './after-visit/routes.ts';
import { appointmentHandlers } from './appointments/routes.ts';
import { authHandlers } from './auth/routes.ts';
import { clinicBranchHandlers } from './clinic/branches.ts';
import { clinicContactHandlers } from './clinic/contact.ts';
import { clinicResetHandlers } from './clinic/password-reset.ts';
import { clinicSignInHandlers } from './clinic/sign-in.ts';
import { clinicSignupHandlers } from './clinic/signup.ts';
import { doctorAppointmentHandlers } from './doctor/appointments.ts';
import { doctorHandlers } from './doctor/routes.ts';
import { doctorSettingsHandlers } from './doctor/settings.ts';
import { doctorsDirectoryHandlers } from './doctors/routes.ts';
import { labHandlers } from './labs/routes.ts';
import { marketingHandlers } from './marketing/routes.ts';
import { readyHandlers } from './messages/ready.ts';
import { mediaHandlers } from './media/routes.ts';
import { paymentHandlers } from './payments/routes.ts';
import { pharmacyHandlers } from './pharmacy/routes.ts';
import { staffHandlers } from './staff/routes.ts';

/** The route table keyed by operationId: a missing or mistyped operation fails the type check. */
export const handlers = {
  ...authHandlers,
  ...clinicSignInHandlers,
  ...clinicSignupHandlers,
  ...clinicResetHandlers,
  ...clinicContactHandlers,
  ...clinicBranchHandlers,
  ...doctorHandlers,
  ...doctorAppointmentHandlers,
  ...doctorSettingsHandlers,
  ...doctorsDirectoryHandlers,
  ...staffHandlers,
  ...marketingHandlers,
  ...pharmacyHandlers,
  ...labHandlers,
  ...mediaHandlers,
  ...appointmentHandlers,
  ...paymentHandlers,
  ...readyHandlers,
  ...afterVisitHandlers,
} satisfies CompleteHandlerTable;
