/** socket.io rooms: every socket of a patient (after patient_connection), every socket of a session. */
export const patientRoom = (id: string) => `patient:${id}`;
export const sessionRoom = (hash: string) => `session:${hash}`;
