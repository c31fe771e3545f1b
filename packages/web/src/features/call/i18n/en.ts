import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of call (the keys every language translates). */
export const callCatalogue = defineMessages('call', {
  close: 'Close',
  ok: 'OK',
  videoOf: 'Video of {doctor_name}',
  yourCamera: 'Your camera',
  mute: 'Mute',
  cameraOff: 'Camera off',
  hangUp: 'Hang up',
  incomingTitle: 'Online Appointment Calling...',
  accept: 'Accept',
  decline: 'Decline',
  youMissedACallFrom: 'You missed a call from {doctor}.',
  connectingTo: 'Connecting to {doctor}…',
  inACallWith: 'In a call with {doctor}',
  receiveOnly:
    'Your camera or microphone is blocked, so you joined without them: you can see and hear the doctor, but the doctor cannot see or hear you. Allow access in your browser settings to share them next time.',
  doctorCameraOff: "The doctor's camera is off.",
  tapToHear: 'Tap to hear the doctor',
  youHungUp: 'You ended the call.',
  noAnswer: 'The doctor could not be reached. Please try again later.',
  connectionLost: 'The connection to the doctor was lost. The call has ended.',
  viewFailed: 'The video call could not be opened. Please check your connection and try again.',
  doctor_hangup: 'The doctor ended the call.',
  doctor_unavailable: 'The doctor is no longer available. The call has ended.',
  timeout: 'The call timed out.',
  cancelled: 'The doctor cancelled the call.',
  taken_elsewhere: 'You answered this call on another device.',
});
