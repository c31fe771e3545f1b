import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

// The Urdu gateway page's typeface: Noto Naskh Arabic, the face the portal's Urdu pages use, from
// the same package and version (@fontsource/noto-naskh-arabic). The gateway serves the package's
// Arabic subset, regular weight (its bold text is that face made bold by the browser, as on the
// portal), under a path that names the version: cached for a year, immutable, and a new version of
// the package is a new path. English pages never link it.

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/noto-naskh-arabic';

/** The woff2 file on disk (under node_modules/.pnpm: send it with dotfiles allowed). */
export const GATEWAY_FONT_FILE = require.resolve(`${PACKAGE}/files/noto-naskh-arabic-arabic-400-normal.woff2`);

const { version } = require(`${PACKAGE}/package.json`) as { version: string };
/** The package's own unicode-range for its Arabic subset, so Latin text keeps the system font. */
const { arabic: ARABIC_RANGE } = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as {
  arabic: string;
};

/** Where the gateway serves the file (below /__gateway, so the portal proxies it from its own origin). */
export const GATEWAY_FONT_PATH = `/__gateway/fonts/noto-naskh-arabic-${version}-arabic-400.woff2`;

/** A year, never revalidated: the path changes when the file does. */
export const GATEWAY_FONT_CACHE = 'public, max-age=31536000, immutable';

/** The Urdu page's <head>: the file preloaded (fonts are fetched in CORS mode, hence crossorigin)… */
export const URDU_FONT_HEAD = `<link rel="preload" href="${GATEWAY_FONT_PATH}" as="font" type="font/woff2" crossorigin>`;

/** …its face declared, and the page set in it (Latin text, digits and amounts keep the system font). */
export const URDU_FONT_STYLE = `
@font-face{font-family:"Noto Naskh Arabic";font-style:normal;font-weight:400;font-display:swap;src:url("${GATEWAY_FONT_PATH}") format("woff2");unicode-range:${ARABIC_RANGE}}
:root{font-family:"Noto Naskh Arabic",system-ui,-apple-system,"Segoe UI",Arial,sans-serif}
`;
