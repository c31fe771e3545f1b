import { translate } from '@/lib/i18n/catalogue';
import type { layoutCatalogue } from './en';

export const ur = translate<typeof layoutCatalogue>('layout', {
  bookAnAppointment: 'اپائنٹمنٹ بُک کریں',
  loadingPage: 'صفحہ لوڈ ہو رہا ہے…',
  skipToMainContent: 'مرکزی مواد پر جائیں',
  somethingWentWrong: 'کچھ غلط ہو گیا',
  pleaseReloadThePageIf: 'براہِ کرم صفحہ دوبارہ لوڈ کریں۔ اگر مسئلہ برقرار رہے تو {phone} پر کال کریں۔',
  goToTheHomePage: 'ہوم پیج پر جائیں',
  sessionEndedTitle: 'آپ کا سیشن ختم ہو گیا ہے',
  sessionEndedText:
    'براہِ کرم دوبارہ سائن اِن کریں۔ آپ کی معلومات محفوظ رکھنے کے لیے ہم نے آپ کو اس ڈیوائس پر سائن آؤٹ کر دیا ہے۔',
  signInAgain: 'دوبارہ سائن اِن کریں',
  dismiss: 'بند کریں',
});
