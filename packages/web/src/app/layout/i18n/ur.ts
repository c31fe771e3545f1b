import { translate } from '@/lib/i18n/catalogue';
import type { layoutCatalogue } from './en';

export const ur = translate<typeof layoutCatalogue>('layout', {
  book: 'اپائنٹمنٹ بُک کریں',
  'page.loading': 'صفحہ لوڈ ہو رہا ہے…',
  skipToMain: 'مرکزی مواد پر جائیں',
  'crash.title': 'کچھ غلط ہو گیا',
  'crash.help': 'براہِ کرم صفحہ دوبارہ لوڈ کریں۔ اگر مسئلہ برقرار رہے تو {phone} پر کال کریں۔',
  'crash.home': 'ہوم پیج پر جائیں',
  'session.endedTitle': 'آپ کا سیشن ختم ہو گیا ہے',
  'session.endedText':
    'براہِ کرم دوبارہ سائن اِن کریں۔ آپ کی معلومات محفوظ رکھنے کے لیے ہم نے آپ کو اس ڈیوائس پر سائن آؤٹ کر دیا ہے۔',
  'session.signIn': 'دوبارہ سائن اِن کریں',
  dismiss: 'بند کریں',
});
