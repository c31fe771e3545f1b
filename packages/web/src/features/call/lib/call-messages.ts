import type { CallEnded } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { callCatalogue } from '../i18n/en';

const L = pageTranslator(callCatalogue);

// Every user-facing string of the call feature, once.
export const callMessages = {
  get incomingTitle() {
    return L('incomingTitle');
  },
  get accept() {
    return L('accept');
  },
  get decline() {
    return L('decline');
  },
  missed: (doctor: string) => L('youMissedACallFrom', { doctor }),
  declined: (doctor: string) => L('youDeclinedACallFrom', { doctor }),
  get videoCallForAppointment() {
    return L('videoCallForAppointment');
  },
  notificationBody: (doctor: string) => L('callingNotificationBody', { doctor }),
  get mayCallAgain() {
    return L('doctorMayCallAgain');
  },
  connecting: (doctor: string) => L('connectingTo', { doctor }),
  connected: (doctor: string) => L('inACallWith', { doctor }),
  get receiveOnly() {
    return L('receiveOnly');
  },
  get doctorCameraOff() {
    return L('doctorCameraOff');
  },
  get tapToHear() {
    return L('tapToHear');
  },
  get youHungUp() {
    return L('youHungUp');
  },
  get noAnswer() {
    return L('noAnswer');
  },
  get connectionLost() {
    return L('connectionLost');
  },
  get viewFailed() {
    return L('viewFailed');
  },
  ended: {
    get doctor_hangup() {
      return L('doctor_hangup');
    },
    get doctor_unavailable() {
      return L('doctor_unavailable');
    },
    get timeout() {
      return L('timeout');
    },
    get cancelled() {
      return L('cancelled');
    },
    get taken_elsewhere() {
      return L('taken_elsewhere');
    },
  } satisfies Record<CallEnded['reason'], string>,
} as const;

// The doctor dashboard's words for the same moments, and the states of a call the doctor makes.
export const doctorCallMessages = {
  get youHungUp() {
    return L('youHungUp');
  },
  get noAnswer() {
    return L('patientNoAnswer');
  },
  get connectionLost() {
    return L('patientConnectionLost');
  },
  get viewFailed() {
    return L('doctorViewFailed');
  },
  connecting: (patient: string) => L('connectingToPatient', { patient }),
  connected: (patient: string) => L('inACallWithPatient', { patient }),
  get peerCameraOff() {
    return L('patientCameraOff');
  },
  get tapToHear() {
    return L('tapToHearThePatient');
  },
  get receiveOnly() {
    return L('doctorReceiveOnly');
  },
} as const;
