import { translate } from '@/lib/i18n/catalogue';
import type { patientCallRecordCatalogue } from './call-record.en';

export const ur = translate<typeof patientCallRecordCatalogue>('patient-call-record', {
  'call.missed': '{doctor} کی کال {time} پر چھوٹ گئی',
  'call.declined': 'آپ نے {doctor} کی کال {time} پر مسترد کی',
  'call.unreached': '{doctor} نے {time} پر کال کی، مگر یہ صفحہ کھلا نہیں تھا',
  'call.mayRetry': 'ڈاکٹر دوبارہ کال کر سکتے ہیں؛ یہ صفحہ کھلا رکھیں۔',
  'alerts.turnOn': 'کال کی اطلاع چالو کریں',
  'alerts.help': 'پھر جب یہ ٹیب پس منظر میں ہو اور ڈاکٹر کال کریں تو آپ کا براؤزر اطلاع دکھائے گا۔',
  'alerts.on': 'کال کی اطلاع چالو ہے۔',
  'alerts.blocked': 'آپ کے براؤزر کی سیٹنگز میں کال کی اطلاع بند ہے؛ وقت پر یہ ٹیب سامنے رکھیں۔',
});
