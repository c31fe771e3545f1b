import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's calls on a patient's appointment (the keys every language translates). */
export const patientCallRecordCatalogue = defineMessages('patient-call-record', {
  'call.missed': 'Missed call from {doctor} at {time}',
  'call.declined': 'You declined a call from {doctor} at {time}',
  'call.unreached': '{doctor} tried to call at {time}, but this page was not open',
  'call.mayRetry': 'The doctor may call again; keep this page open.',
  'alerts.turnOn': 'Turn on call alerts',
  'alerts.help': 'Your browser then shows a notice when the doctor calls while this tab is in the background.',
  'alerts.on': 'Call alerts are on.',
  'alerts.blocked': 'Call alerts are blocked in your browser settings; keep this tab in view at the time.',
});
