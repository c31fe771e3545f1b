import { translate } from '@/lib/i18n/catalogue';
import type { patientCallRecordCatalogue } from './call-record.en';

export const ur = translate<typeof patientCallRecordCatalogue>('patient-call-record', {
  missedCallFrom: '{doctor} کی کال {time} پر چھوٹ گئی',
  declinedCallFrom: 'آپ نے {doctor} کی کال {time} پر مسترد کی',
  couldNotReach: '{doctor} نے {time} پر کال کی، مگر یہ صفحہ کھلا نہیں تھا',
  doctorMayCallAgain: 'ڈاکٹر دوبارہ کال کر سکتے ہیں؛ یہ صفحہ کھلا رکھیں۔',
  turnOnCallAlerts: 'کال کی اطلاع چالو کریں',
  callAlertsHelp: 'پھر جب یہ ٹیب پس منظر میں ہو اور ڈاکٹر کال کریں تو آپ کا براؤزر اطلاع دکھائے گا۔',
  callAlertsOn: 'کال کی اطلاع چالو ہے۔',
  callAlertsBlocked: 'آپ کے براؤزر کی سیٹنگز میں کال کی اطلاع بند ہے؛ وقت پر یہ ٹیب سامنے رکھیں۔',
});
