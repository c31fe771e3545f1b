/** socket.io rooms: every socket of a patient (after patient_connection), of a doctor (after doctor_connection), of a session. */
export const patientRoom = (id: string) => `patient:${id}`;
export const sessionRoom = (hash: string) => `session:${hash}`;
export const doctorRoom = (pmdc: string) => `doctor:${pmdc}`;
