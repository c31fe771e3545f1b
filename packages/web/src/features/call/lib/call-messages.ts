import type { CallEnded } from '@ehp/api-types';

// Every user-facing string of the call feature, once.
export const callMessages = {
  incomingTitle: 'Online Appointment Calling...',
  accept: 'Accept',
  decline: 'Decline',
  missed: (doctor: string) => `You missed a call from ${doctor}.`,
  connecting: (doctor: string) => `Connecting to ${doctor}…`,
  connected: (doctor: string) => `In a call with ${doctor}`,
  receiveOnly:
    'Your camera or microphone is blocked, so you joined without them: you can see and hear the doctor, but the doctor cannot see or hear you. Allow access in your browser settings to share them next time.',
  doctorCameraOff: "The doctor's camera is off.",
  tapToHear: 'Tap to hear the doctor',
  youHungUp: 'You ended the call.',
  noAnswer: 'The doctor could not be reached. Please try again later.',
  connectionLost: 'The connection to the doctor was lost. The call has ended.',
  viewFailed: 'The video call could not be opened. Please check your connection and try again.',
  ended: {
    doctor_hangup: 'The doctor ended the call.',
    doctor_unavailable: 'The doctor is no longer available. The call has ended.',
    timeout: 'The call timed out.',
    cancelled: 'The doctor cancelled the call.',
    taken_elsewhere: 'You answered this call on another device.',
  } satisfies Record<CallEnded['reason'], string>,
} as const;

// The doctor dashboard's words for the same moments, and the states of a call the doctor makes.
export const doctorCallMessages = {
  youHungUp: 'You ended the call.',
  noAnswer: 'The patient could not be reached. Please try again.',
  connectionLost: 'The connection to the patient was lost. The call has ended.',
  viewFailed: 'The video call could not be opened. Please check your camera and connection and try again.',
  connecting: (patient: string) => `Connecting to ${patient}…`,
  connected: (patient: string) => `In a call with ${patient}`,
  peerCameraOff: "The patient's camera is off.",
  tapToHear: 'Tap to hear the patient',
  receiveOnly:
    'Your camera or microphone is blocked, so you joined without them: the patient cannot see or hear you. Allow access in your browser settings.',
} as const;
