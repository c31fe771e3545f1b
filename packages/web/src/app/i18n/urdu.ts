import type { Translation } from '@/lib/i18n/catalogue';
import { registerLanguage } from '@/lib/i18n/translations';
import './urdu-font.css';

/**
 * Everything Urdu in one lazily loaded chunk: every namespace's i18n/ur.ts, the Urdu content
 * modules (src/content/ur/<name>.ts) and the Urdu font. Only Urdu pages import it (load-language.ts).
 */
const catalogues = import.meta.glob<Translation>(['../../**/i18n/ur.ts'], { eager: true, import: 'ur' });
const contentModules = import.meta.glob<Record<string, unknown>>(['../../content/ur/*.ts', '!**/*.test.ts'], {
  eager: true,
});

const content = Object.fromEntries(
  Object.entries(contentModules).map(([file, module]) => [file.replace(/^.*\/|\.ts$/g, ''), module]),
);

registerLanguage('ur', Object.values(catalogues), content);
