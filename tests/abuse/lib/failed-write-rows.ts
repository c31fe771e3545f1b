import { AppointmentMode } from '@ehp/api-types';
import { bookOnline, freeSlots, IMRAN, payAtGateway } from '../../../packages/mock-server/src/test/appointments.ts';
import type { TestServer } from '../../../packages/mock-server/src/test/server.ts';
import {
  client,
  clinicLocation,
  codeFor,
  held,
  labBooking,
  labTime,
  newPatient,
  newPatientId,
  newPatientWithId,
  newPhone,
  nextTag,
  owner,
  qa,
  resetToken,
  started,
  uploadContact,
  visitedCall,
  type Send,
} from './failed-write-world.ts';
import { signInDoctor } from '../../../packages/mock-server/src/test/calls.ts';

// F5's table: one row per operation that writes the store (openapi.yaml and qa-openapi.yaml
// operationIds, and the simulated gateway's result), each with how to build one valid request.
// The test sends it with the disk refusing the write (a 5xx, the store as before), then again with
// the disk working (it succeeds: the failed attempt left nothing in its way).

export interface Row {
  /** The operationId (openapi.yaml, qa-openapi.yaml), or gatewayPay for POST /__gateway/pay. */
  op: string;
  /** Tells apart several rows of one operation. */
  variant?: string;
  /** Refuse only the journal entries this picks (default: every write while the request runs). */
  refuses?: (lines: string) => boolean;
  /** Everything the request needs, made with the disk working; resolves to the request itself. */
  prepare(server: TestServer): Promise<Send>;
  /** The failure is the gateway's HTML page, not a JSON message. */
  page?: boolean;
  /** After the failed attempt: what it left outside the store (in-memory counters), as sentences. */
  leftovers?(server: TestServer): string[];
}

/** The entry that starts a session: a sign-up must not keep its account when this one fails. */
const startsSession = (lines: string) => lines.includes('["sessions",');

const patientSignIn = (phone: () => string, name?: string) => async (server: TestServer) => {
  const number = phone();
  const code = await codeFor(server, number);
  const c = client(server);
  return () =>
    c.post('/api/auth/verify-otp-code-patient', { phone_number: number, otp_code: code, ...(name ? { name } : {}) });
};

const clinicSignup = async (server: TestServer): Promise<Send> => {
  const n = nextTag();
  const phone = newPhone();
  const code = await codeFor(server, phone, 'signup');
  const c = client(server);
  const body = {
    facility_type: 0,
    facility_name: `Noor Clinic ${n}`,
    owner_name: 'Sadia Karim',
    phone_number: phone,
    email: `sadia${n}@noorclinic.pk`,
    password: 'Clinic@2026',
    city: 'Multan',
    otp_code: code,
  };
  return () => c.post('/api/clinic/verify_signup_otp', body);
};

const doctorSignup = async (server: TestServer): Promise<Send> => {
  const n = nextTag();
  const phone = newPhone();
  const code = await codeFor(server, phone, 'signup');
  const c = client(server);
  const body = {
    name: 'Dr. Sana Malik',
    pmdc: `${String(60000 + n)}-P`,
    phone_number: phone,
    email: `sana${n}@example.pk`,
    password: 'Doctor@2026',
    speciality: 'Dermatologist',
    city: 'Islamabad',
    otp_code: code,
  };
  return () => c.post('/api/doctor/verify_dr_signup_otp', body);
};

const ownerSignIn =
  (email: string, password: string, facility_type: number, branch_id: number) => async (s: TestServer) => {
    const c = client(s);
    return () => c.post('/api/clinic/clinic_login', { email, password, facility_type, branch_id });
  };

export const ROWS: Row[] = [
  // Sign-ins, sign-ups, sign-out and password resets: every audience.
  { op: 'verifyOtpCodePatient', variant: 'new patient', prepare: patientSignIn(newPhone, 'Hina Baig') },
  { op: 'verifyOtpCodePatient', variant: 'returning patient', prepare: patientSignIn(() => '03017654321') },
  {
    op: 'verifyOtpCodePatient',
    variant: 'new patient, only the session refused',
    refuses: startsSession,
    prepare: patientSignIn(newPhone, 'Kamran Javed'),
  },
  {
    op: 'logout',
    prepare: async (server) => {
      const c = await newPatient(server);
      return () => c.post('/api/auth/logout');
    },
  },
  { op: 'clinicLogin', variant: 'clinic', prepare: ownerSignIn('owner@shifaclinic.pk', 'Clinic@123', 0, 12) },
  { op: 'clinicLogin', variant: 'hospital', prepare: ownerSignIn('admin@rehmathospital.pk', 'Hospital@123', 1, 14) },
  {
    op: 'clinicLogin',
    variant: 'pharmacy',
    prepare: ownerSignIn('saima@greencrosspharmacy.pk', 'Pharmacy@123', 2, 16),
  },
  { op: 'verifyClinicSignupOtp', prepare: clinicSignup },
  { op: 'verifyClinicSignupOtp', variant: 'only the session refused', refuses: startsSession, prepare: clinicSignup },
  {
    op: 'clinicResetPassword',
    prepare: async (server) => {
      const token = await resetToken(server, 'clinic', 'nadia@hayatmedical.pk', '03215556677');
      return () =>
        client(server).put('/api/clinic/clinic_reset_password', { reset_token: token, password: 'Clinic@2027' });
    },
  },
  {
    op: 'doctorLogin',
    prepare: async (server) => {
      const c = client(server);
      return () => c.post('/api/doctor/dr_login', { pmdc: '54321-P', password: 'Doctor@123' });
    },
  },
  {
    op: 'setDoctorFreeFollowUp',
    prepare: async (server) => {
      const c = client(server);
      const signedIn = await c.post('/api/doctor/dr_login', { pmdc: '54321-P', password: 'Doctor@123' });
      if (signedIn.status !== 200) throw new Error(`dr_login: ${signedIn.status}`);
      return () => c.post('/api/doctor/settings/free-follow-up', { enabled: false });
    },
  },
  {
    op: 'doctorResetPassword',
    prepare: async (server) => {
      const token = await resetToken(server, 'doctor', '23456-D', '03334445566');
      return () =>
        client(server).put('/api/doctor/dr_reset_password', { reset_token: token, password: 'Dentist@2027' });
    },
  },
  { op: 'verifyDoctorSignupOtp', prepare: doctorSignup },
  { op: 'verifyDoctorSignupOtp', variant: 'only the session refused', refuses: startsSession, prepare: doctorSignup },
  {
    op: 'staffLogin',
    prepare: async (server) => {
      const c = client(server);
      return () => c.post('/api/staff/staff_login', { username: 'counter.dground', password: 'Staff@123' });
    },
  },

  // Forms.
  {
    op: 'clinicContactUs',
    variant: 'JSON',
    prepare: async (server) => {
      const c = await owner(server);
      return () => c.post('/api/clinic/contact_us', { subject: 'Two more staff', message: 'We opened a second desk.' });
    },
  },
  {
    op: 'clinicContactUs',
    variant: 'with an attachment',
    prepare: async (server) => {
      const c = await owner(server);
      return async () => uploadContact(c);
    },
  },
  {
    op: 'switchClinicBranch',
    prepare: async (server) => {
      const c = await owner(server);
      return () => c.post('/api/clinic/switch_branch', { branch_id: 12 });
    },
  },
  {
    op: 'addHelplineRequest',
    prepare: async (server) => () =>
      client(server).post('/api/admin/call-helpline/add', { data: {}, phone_number: newPhone() }),
  },
  {
    op: 'addContactMessage',
    prepare: async (server) => () =>
      client(server).post('/api/contact-us/add', {
        name: 'Bilal Ahmed',
        email: 'bilal@example.pk',
        phone_number: '03001234567',
        subject: 'Opening hours',
        message: 'Are you open on Sundays?',
      }),
  },
  {
    op: 'addDemoRequest',
    prepare: async (server) => () =>
      client(server).post('/api/demo_request/add', {
        name: 'Bilal Ahmed',
        phone_number: '03001234567',
        email: 'bilal@citycare.pk',
        demo_for: 0,
      }),
  },
  {
    op: 'createLabBooking',
    prepare: async (server) => {
      const c = client(server);
      const phone = newPhone();
      const slot = await labTime(c, 101);
      const code = await codeFor(server, phone, 'lab_booking');
      return () => c.post('/api/medical-test-labs/citi/booking', labBooking(phone, slot, code));
    },
  },
  {
    op: 'cancelLabBooking',
    prepare: async (server) => {
      const c = await newPatient(server);
      const slot = await labTime(c, 101);
      const made = await c.post('/api/medical-test-labs/citi/booking', labBooking(newPhone(), slot));
      if (made.status !== 201) throw new Error(`lab booking: ${made.status} ${JSON.stringify(made.body)}`);
      return () => c.post('/api/medical-test-labs/bookings/cancel', { booking_id: made.body.data.booking_id });
    },
  },

  // Appointments and payments.
  {
    op: 'bookAppointment',
    prepare: async (server) => {
      const c = await newPatient(server);
      const [slot] = freeSlots(server, 1);
      return () => bookOnline(c, slot);
    },
    // The unpaid holds counted per address must not keep the refused booking's id: the next booking
    // takes that id, and would count against this address whoever made it.
    leftovers: (server) =>
      ['127.0.0.1', '::ffff:127.0.0.1'].flatMap((address) =>
        server.ctx.limits.holds
          .recorded(address)
          .filter((id) => !server.store.data.appointments.some((a) => a.id === id))
          .map((id) => `${address} still counts the refused booking ${id}`),
      ),
  },
  {
    op: 'bookAppointment',
    variant: 'free follow-up',
    prepare: async (server) => {
      const { patient: c, id } = await newPatientWithId(server);
      // QA's callable visit starts now: 90 minutes on, it is over and offers its free follow-up.
      const made = await qa(server).post('/__qa/call-appointments').send({ patient_id: id, doctor_pmdc: IMRAN });
      if (made.status !== 201) throw new Error(`call appointment: ${made.status} ${JSON.stringify(made.body)}`);
      const moved = await qa(server).post('/__qa/clock').send({ minutes: 90 });
      if (moved.status !== 200) throw new Error(`clock: ${moved.status}`);
      const [slot] = freeSlots(server, 1);
      return () => bookOnline(c, slot, IMRAN, { follow_up_of: made.body.appointment.id });
    },
  },
  {
    op: 'cancelAppointment',
    prepare: async (server) => {
      const { patient, appointmentId } = await held(server);
      return () => patient.post('/api/appointments/cancel', { appointment_id: appointmentId });
    },
  },
  {
    op: 'startPayment',
    prepare: async (server) => {
      const { patient, appointmentId } = await held(server);
      return () => patient.post('/api/payments/start', { appointment_id: appointmentId, method: 'card' });
    },
  },
  {
    op: 'payAtClinic',
    prepare: async (server) => {
      const c = await newPatient(server);
      const location_id = clinicLocation(server);
      const [slot] = freeSlots(server, 1, { mode: AppointmentMode.clinic, location_id });
      const booked = await c.post('/api/appointments/book', { pmdc: IMRAN, mode: 'clinic', location_id, ...slot });
      if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
      return () => c.post('/api/appointments/pay-at-clinic', { appointment_id: booked.body.data.appointment.id });
    },
  },
  {
    op: 'rescheduleAppointment',
    prepare: async (server) => {
      const c = await newPatient(server);
      // Paid, and far enough ahead to move (the notice is 2 hours).
      const [from, to] = freeSlots(server, 2, { aheadMinutes: 6 * 60 });
      const booked = await bookOnline(c, from);
      if (booked.status !== 201) throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
      const id: number = booked.body.data.appointment.id;
      const pay = await c.post('/api/payments/start', { appointment_id: id, method: 'jazzcash' });
      if (pay.status !== 201) throw new Error(`start: ${pay.status} ${JSON.stringify(pay.body)}`);
      await payAtGateway(server, pay.body.data.payment.id, '000');
      return () => c.post('/api/appointments/reschedule', { appointment_id: id, ...to });
    },
  },
  {
    op: 'markReadyForCall',
    prepare: async (server) => {
      const { patient: c, id } = await newPatientWithId(server);
      // QA's callable appointment: online, paid and starting now, so its call window is open.
      const made = await qa(server).post('/__qa/call-appointments').send({ patient_id: id, doctor_pmdc: IMRAN });
      if (made.status !== 201) throw new Error(`call appointment: ${made.status} ${JSON.stringify(made.body)}`);
      return () => c.post('/api/appointments/ready', { appointment_id: made.body.appointment.id });
    },
  },
  {
    op: 'saveVisitAdvice',
    prepare: async (server) => {
      const { id } = await visitedCall(server);
      const doctor = await signInDoctor(server, IMRAN);
      return () =>
        doctor.post('/api/doctor/visit-advice', {
          appointment_id: id,
          advice: 'Rest and drink water.',
          medicines: [{ name: 'Paracetamol', strength: '500 mg', frequency: 'Twice a day', days: 3 }],
          tests: [],
          follow_up_date: null,
        });
    },
  },
  {
    op: 'rateVisit',
    prepare: async (server) => {
      const { patient: c, id } = await visitedCall(server);
      return () => c.post('/api/appointments/rate', { appointment_id: id, rating: 5, comment: 'Very kind.' });
    },
  },
  {
    op: 'gatewayPay',
    page: true,
    prepare: async (server) => {
      const { paymentId } = await started(server);
      return () => payAtGateway(server, paymentId, '000');
    },
  },

  // QA routes that write.
  {
    op: 'qaCancelAppointment',
    prepare: async (server) => {
      const { appointmentId } = await held(server);
      return async () => qa(server).post(`/__qa/appointments/${appointmentId}/cancel`);
    },
  },
  {
    op: 'qaCallAppointment',
    prepare: async (server) => {
      const id = await newPatientId(server);
      return async () => qa(server).post('/__qa/call-appointments').send({ patient_id: id, doctor_pmdc: '12345-P' });
    },
  },
  {
    op: 'qaExpireSessions',
    prepare: async (server) => {
      const id = await newPatientId(server);
      return async () => qa(server).post('/__qa/sessions/expire').send({ user_id: id, role: 'patient' });
    },
  },
  {
    op: 'qaSettlePayment',
    prepare: async (server) => {
      const { paymentId } = await started(server);
      return async () => qa(server).post(`/__qa/payments/${paymentId}/settle`);
    },
  },
  {
    op: 'qaFailPayment',
    prepare: async (server) => {
      const { paymentId } = await started(server);
      return async () => qa(server).post(`/__qa/payments/${paymentId}/fail`);
    },
  },
];

/** Last: it puts the store back to the seed. */
export const RESET_ROW: Row = {
  op: 'qaReset',
  prepare: async (server) => async () => qa(server).post('/__qa/reset').send({}),
};
