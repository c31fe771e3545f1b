import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the doctor's calls on a patient's appointment (the keys every language translates). */
export const patientCallRecordCatalogue = defineMessages('patient-call-record', {
  missedCallFrom: 'Missed call from {doctor} at {time}',
  declinedCallFrom: 'You declined a call from {doctor} at {time}',
  couldNotReach: '{doctor} tried to call at {time}, but this page was not open',
  doctorMayCallAgain: 'The doctor may call again; keep this page open.',
  turnOnCallAlerts: 'Turn on call alerts',
  callAlertsHelp: 'Your browser then shows a notice when the doctor calls while this tab is in the background.',
  callAlertsOn: 'Call alerts are on.',
  callAlertsBlocked: 'Call alerts are blocked in your browser settings; keep this tab in view at the time.',
});
