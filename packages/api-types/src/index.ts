export type { paths, components, operations } from '../generated/schema.ts';
export {
  FacilityType,
  PlanTier,
  PaymentStatus,
  PaymentFilter,
  DemoFor,
  Role,
  SendVerificationCodeRequestPurpose,
  AppointmentMode,
  AppointmentStatus,
  PaymentMethod,
  RefundStatus,
  DoctorSort,
  Gender,
  Language,
  ErrorCode,
} from '../generated/schema.ts';
export {
  createApiClient,
  xsrfMiddleware,
  readDocumentCookie,
  isMutating,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ApiClient,
  type ApiClientOptions,
} from './client.ts';
export { errorMessage } from './errors.ts';
export {
  createQaClient,
  qaData,
  QaError,
  type QaApi,
  type QaPaths,
  type QaClientOptions,
  type QaAccount,
  type QaOtp,
  type QaStartCall,
  type QaCallAppointment,
  type QaCall,
  type QaOnlinePatient,
  type QaSubmissionKind,
  type QaFault,
  type QaFaultState,
  type QaAppointment,
  type QaPayment,
  type QaClock,
  type QaNextOutcome,
  type QaAdvanceClock,
  type QaExpireSessions,
} from './qa-client.ts';
export * from './socket-events.ts';
export * from './rules/index.ts';
