import { translate } from '@/lib/i18n/catalogue';
import type { layoutCatalogue } from './en';

export const ur = translate<typeof layoutCatalogue>('layout', {
  bookAnAppointment: 'اپائنٹمنٹ بُک کریں',
  loadingPage: 'صفحہ لوڈ ہو رہا ہے…',
  skipToMainContent: 'مرکزی مواد پر جائیں',
  somethingWentWrong: 'کچھ غلط ہو گیا',
  pleaseReloadThePageIf: 'براہِ کرم صفحہ دوبارہ لوڈ کریں۔ اگر مسئلہ برقرار رہے تو کال کریں',
  goToTheHomePage: 'ہوم پیج پر جائیں',
});
