import { translate } from '@/lib/i18n/catalogue';
import type { dashboardCatalogue } from './en';

export const ur = translate<typeof dashboardCatalogue>('dashboard', {
  wrongRole: 'آپ {role} کے طور پر سائن اِن ہیں۔ یہ ڈیش بورڈ {audience} کے لیے ہے۔',
  signedOut: 'اپنا ڈیش بورڈ کھولنے کے لیے براہِ کرم سائن اِن کریں۔ یہ ڈیش بورڈ {audience} کے لیے ہے۔',
  profile: 'میرے پروفائل پر جائیں',
  dashboard: 'میرے ڈیش بورڈ پر جائیں',
  doctors: 'ڈاکٹرز',
});
