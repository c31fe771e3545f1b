import { translate } from '@/lib/i18n/catalogue';
import type { callCatalogue } from './en';

export const ur = translate<typeof callCatalogue>('call', {
  close: 'بند کریں',
  ok: 'ٹھیک ہے',
  videoOf: '{doctor_name} کی ویڈیو',
  yourCamera: 'آپ کا کیمرا',
  mute: 'آواز بند کریں',
  cameraOff: 'کیمرا بند کریں',
  hangUp: 'کال ختم کریں',
  incomingTitle: 'آن لائن اپائنٹمنٹ کی کال آ رہی ہے...',
  accept: 'قبول کریں',
  decline: 'مسترد کریں',
  youMissedACallFrom: '{doctor} کی کال چھوٹ گئی۔',
  connectingTo: '{doctor} سے رابطہ ہو رہا ہے…',
  inACallWith: '{doctor} کے ساتھ کال جاری ہے',
  receiveOnly:
    'آپ کا کیمرا یا مائیکروفون بند ہے، اس لیے آپ ان کے بغیر شامل ہوئے: آپ ڈاکٹر کو دیکھ اور سن سکتے ہیں، مگر ڈاکٹر آپ کو نہیں دیکھ یا سن سکتے۔ اگلی بار کے لیے براؤزر کی سیٹنگز میں اجازت دیں۔',
  doctorCameraOff: 'ڈاکٹر کا کیمرا بند ہے۔',
  tapToHear: 'ڈاکٹر کی آواز سننے کے لیے دبائیں',
  youHungUp: 'آپ نے کال ختم کر دی۔',
  noAnswer: 'ڈاکٹر سے رابطہ نہیں ہو سکا۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔',
  connectionLost: 'ڈاکٹر سے رابطہ ٹوٹ گیا۔ کال ختم ہو گئی ہے۔',
  viewFailed: 'ویڈیو کال نہیں کھل سکی۔ براہِ کرم اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔',
  doctor_hangup: 'ڈاکٹر نے کال ختم کر دی۔',
  doctor_unavailable: 'ڈاکٹر اب دستیاب نہیں۔ کال ختم ہو گئی ہے۔',
  timeout: 'کال کا وقت ختم ہو گیا۔',
  cancelled: 'ڈاکٹر نے کال منسوخ کر دی۔',
  taken_elsewhere: 'آپ نے یہ کال کسی اور ڈیوائس پر سن لی۔',
});
