import appStoreEn from '@/assets/store-badges/app-store.en.svg?no-inline';
import appStoreUr from '@/assets/store-badges/app-store.ur.svg?no-inline';
import googlePlayEn from '@/assets/store-badges/google-play.en.svg?no-inline';
import googlePlayUr from '@/assets/store-badges/google-play.ur.svg?no-inline';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/language-context';

// The stores' badges in the page's language, as the stores hand them out: image files. They sit in
// the footer, so they load only when it comes near (loading="lazy"); drawn inline they cost every
// page's HTML 400 bytes of brotli, and /ur its first round trip. In the Urdu files the small line's
// letters keep no letter spacing (it would break their joins), and the text is laid out left to
// right from its x, so it stays on the badge.
const badges: Record<Language, { playStore: string; appStore: string }> = {
  en: { playStore: googlePlayEn, appStore: appStoreEn },
  ur: { playStore: googlePlayUr, appStore: appStoreUr },
};

const SIZE = { playStore: { width: 135, height: 40 }, appStore: { width: 120, height: 40 } } as const;

/** One store's badge; the link around it carries the name ("Get it on Google Play: …"). */
export function StoreBadge({ store }: { store: keyof typeof SIZE }) {
  return <img src={badges[useLanguage()][store]} alt="" {...SIZE[store]} loading="lazy" decoding="async" />;
}
