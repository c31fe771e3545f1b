import type { CallEnded } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { callCatalogue } from '../i18n/en';

const L = pageTranslator(callCatalogue);

// Every user-facing string of the call feature, once.
export const callMessages = {
  get incomingTitle() {
    return L('ring.title');
  },
  get accept() {
    return L('ring.accept');
  },
  get decline() {
    return L('ring.decline');
  },
  missed: (doctor: string) => L('ring.missed', { doctor }),
  declined: (doctor: string) => L('ring.declined', { doctor }),
  get videoCallForAppointment() {
    return L('ring.about');
  },
  notificationBody: (doctor: string) => L('ring.notice', { doctor }),
  get mayCallAgain() {
    return L('ring.again');
  },
  connecting: (doctor: string) => L('doctor.connecting', { doctor }),
  connected: (doctor: string) => L('doctor.inCall', { doctor }),
  get receiveOnly() {
    return L('doctor.oneWay');
  },
  get doctorCameraOff() {
    return L('doctor.cameraOff');
  },
  get tapToHear() {
    return L('doctor.tapToHear');
  },
  get youHungUp() {
    return L('ended.byYou');
  },
  get noAnswer() {
    return L('doctor.noAnswer');
  },
  get connectionLost() {
    return L('doctor.lost');
  },
  get viewFailed() {
    return L('doctor.viewFailed');
  },
  ended: {
    get doctor_hangup() {
      return L('ended.hangUp');
    },
    get doctor_unavailable() {
      return L('ended.unavailable');
    },
    get timeout() {
      return L('ended.timeout');
    },
    get cancelled() {
      return L('ended.cancelled');
    },
    get taken_elsewhere() {
      return L('ended.elsewhere');
    },
  } satisfies Record<CallEnded['reason'], string>,
} as const;

// The doctor dashboard's words for the same moments, and the states of a call the doctor makes.
export const doctorCallMessages = {
  get youHungUp() {
    return L('ended.byYou');
  },
  get noAnswer() {
    return L('patient.noAnswer');
  },
  get connectionLost() {
    return L('patient.lost');
  },
  get viewFailed() {
    return L('patient.viewFailed');
  },
  connecting: (patient: string) => L('patient.connecting', { patient }),
  connected: (patient: string) => L('patient.inCall', { patient }),
  get peerCameraOff() {
    return L('patient.cameraOff');
  },
  get tapToHear() {
    return L('patient.tapToHear');
  },
  get receiveOnly() {
    return L('patient.oneWay');
  },
} as const;
