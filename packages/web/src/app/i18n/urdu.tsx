import { setupI18n, type Messages as LinguiMessages } from '@lingui/core';
import { DirectionProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Translation } from '@/lib/i18n/catalogue';
import { registerLanguage } from '@/lib/i18n/translations';
import './urdu-font.css';
import './urdu-type.css';

/**
 * Everything Urdu in one lazily loaded chunk: every namespace's i18n/ur.ts (or <part>.ur.ts), the Urdu content
 * modules (src/content/ur/<name>.ts), the Urdu font and Lingui, which formats the Urdu messages
 * (precompiled by the build, scripts/compile-catalogues.ts), and Mantine's DirectionProvider. Only Urdu pages import it
 * (load-language.ts), so English pages carry none of it.
 */
// The namespaces of the pages where people act (sign-in, booking, labs, payment, dashboards, calls)
// are in urdu-rest.ts, loaded when such a page is shown: the marketing pages never wait for them.
const catalogues = import.meta.glob<Translation>(
  [
    '../../**/i18n/ur.ts',
    '../../**/i18n/*.ur.ts',
    '!../../features/{auth,call,dashboard,doctors,labs,patient,payment}/**',
  ],
  { eager: true, import: 'ur' },
);
const contentModules = import.meta.glob<Record<string, unknown>>(['../../content/ur/*.ts', '!**/*.test.ts'], {
  eager: true,
});

const content = Object.fromEntries(
  Object.entries(contentModules).map(([file, module]) => [file.replace(/^.*\/|\.ts$/g, ''), module]),
);

const translations = Object.values(catalogues);
const linguiMessages = (list: readonly Translation[]) =>
  Object.fromEntries(
    list.flatMap(({ id, messages }) => Object.entries(messages).map(([key, text]) => [`${id}.${key}`, text])),
  ) as LinguiMessages;
const i18n = setupI18n({ locale: 'ur', messages: { ur: linguiMessages(translations) } });

async function loadRest(): Promise<readonly Translation[]> {
  const { translations: rest } = await import('./urdu-rest');
  i18n.load('ur', linguiMessages(rest));
  return rest;
}

/** Mantine components lay out right to left (<html dir="rtl"> is set by main.tsx and the prerender). */
function RightToLeft({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      {children}
    </DirectionProvider>
  );
}

registerLanguage('ur', translations, content, (id, values) => i18n._(id, values), RightToLeft, loadRest);
