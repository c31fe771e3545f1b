import { useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';
// The stores' badges, drawn inline (about 1 KB each) instead of fetched images, so they cost no requests.
// Their text is laid out left to right from its x on every page: inherited right to left (Urdu), it
// would run from x leftwards, off the badge ("e Play", "Store").

export function PlayBadge() {
  const t = useT(commonCatalogue);
  return (
    <svg width="135" height="40" viewBox="0 0 135 40" aria-hidden="true" focusable="false" direction="ltr">
      <rect width="135" height="40" rx="6" fill="#000" stroke="#a6a6a6" />
      <path d="M10 8.5v23l11.6-11.5z" fill="#00d7fe" />
      <path d="M10 8.5 21.6 20l3.6-3.6L12 8.8c-.7-.4-1.4-.5-2-.3z" fill="#00f076" />
      <path d="M10 31.5c.6.2 1.3.1 2-.3l13.2-7.6-3.6-3.6z" fill="#ff3a44" />
      <path d="m25.2 16.4-3.6 3.6 3.6 3.6 4-2.3c1.2-.7 1.2-1.9 0-2.6z" fill="#ffd500" />
      <text x="38" y="15" fill="#fff" fontSize="7" fontFamily="system-ui, sans-serif" letterSpacing=".4">
        {t('getItOn')}{' '}
        <tspan x="38" y="30" fontSize="14" fontWeight="600" letterSpacing="0">
          {t('googlePlay')}
        </tspan>
      </text>
    </svg>
  );
}

export function AppStoreBadge() {
  const t = useT(commonCatalogue);
  return (
    <svg width="120" height="40" viewBox="0 0 120 40" aria-hidden="true" focusable="false" direction="ltr">
      <rect width="120" height="40" rx="6" fill="#000" stroke="#a6a6a6" />
      <path
        d="M24.8 20.3c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM22.5 13.5c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
        fill="#fff"
      />
      <text x="36" y="15" fill="#fff" fontSize="7" fontFamily="system-ui, sans-serif">
        {t('downloadOnThe')}{' '}
        <tspan x="36" y="30" fontSize="14" fontWeight="600">
          {t('appStore')}
        </tspan>
      </text>
    </svg>
  );
}
