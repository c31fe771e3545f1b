// Site-wide texts of <head> in Urdu (each route's title and description are in its module,
// app/routes/<name>.route.ts, `meta`).
import type { PageMeta } from '../seo';

export type { PageMeta };

/** Shown in place of the app when JavaScript is off. */
export const noscriptMessage =
  'اپائنٹمنٹ بک کرنے اور سائن اِن کے لیے براؤزر میں جاوا اسکرپٹ آن ہونا ضروری ہے۔ مدد کے لیے 0311-1222398 پر کال کریں۔';
