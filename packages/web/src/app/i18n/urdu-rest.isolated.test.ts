import { describe, expect, test } from 'vitest';
import type { Namespace } from '@/lib/i18n/catalogue';
import { loadRestOfLanguage, namespaceLoading, pageTranslator, translator, wantsMoreOf } from '@/lib/i18n/translations';

// Every namespace, found as catalogues.isolated.test.ts finds them.
const english = import.meta.glob<Record<string, Namespace>>(['../../**/i18n/en.ts', '../../**/i18n/*.en.ts'], {
  eager: true,
});
const namespaces = Object.entries(english).map(([file, module]) => ({
  file,
  namespace: Object.values(module).find((value) => value && typeof value === 'object' && 'messages' in value)!,
}));
const REST = /^\.\.\/\.\.\/features\/(auth|call|dashboard|doctors|labs|patient|payment)\//;

describe('Urdu in two chunks', () => {
  test('when Urdu starts, then every namespace but those of the acting pages is there, and those wait', async () => {
    // The server render loads everything at once; here the browser's way is under test.
    const { loadLanguage } = await import('./load-language');
    await loadLanguage('ur');
    expect(namespaces.length).toBeGreaterThan(20);
    for (const { file, namespace } of namespaces) {
      const waits = namespaceLoading(namespace.id, 'ur') !== null;
      expect(waits, file).toBe(REST.test(file));
      expect(namespaceLoading(namespace.id, 'en'), file).toBeNull();
    }
  });

  test('when a rule module reads a waiting namespace, then the page knows it must load the rest first', () => {
    const doctors = namespaces.find(({ file }) => file.includes('/doctors/i18n/en.ts'))!.namespace;
    pageTranslator(doctors);
    expect(wantsMoreOf('ur')).toBe(true);
    expect(wantsMoreOf('en')).toBe(false);
  });

  test('when the rest is loaded, then every namespace is in Urdu and nothing waits', async () => {
    const loading = loadRestOfLanguage('ur');
    expect(loadRestOfLanguage('ur')).toBe(loading);
    await loading;
    for (const { file, namespace } of namespaces) {
      expect(namespaceLoading(namespace.id, 'ur'), file).toBeNull();
      const [key, text] = Object.entries(namespace.messages)[0];
      expect(translator(namespace, 'ur')(key), `${file} ${key}`).not.toBe(text);
    }
    expect(wantsMoreOf('ur')).toBe(false);
  });
});
