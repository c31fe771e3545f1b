import { describe, expect, test } from 'vitest';
import { MESSAGE_KEY, type Namespace, type Translation } from './catalogue';

// Every namespace's English file and its translations, found the way the Urdu loader finds them.
// A folder's i18n/ holds en.ts and ur.ts, and may split a large namespace's screens into parts:
// <part>.en.ts beside <part>.ur.ts, each its own namespace.
const english = import.meta.glob<Record<string, Namespace>>(['../../**/i18n/en.ts', '../../**/i18n/*.en.ts'], {
  eager: true,
});
const urdu = import.meta.glob<{ ur: Translation }>(['../../**/i18n/ur.ts', '../../**/i18n/*.ur.ts'], { eager: true });

const namespaces = Object.entries(english).map(([file, module]) => {
  const namespace = Object.values(module).find((value) => value && typeof value === 'object' && 'messages' in value);
  return { file, namespace: namespace as Namespace, ur: urdu[file.replace(/en\.ts$/, 'ur.ts')]?.ur };
});

/** Keys say what a message is for (MESSAGE_KEY), each segment in at most three words. */
const tooWordy = (key: string) => key.split('.').some((segment) => (segment.match(/[A-Z]/g) ?? []).length > 2);
/** The errors catalogue's keys are the contract's ErrorCode values (lib/errors). */
const CONTRACT_KEYS = new Set(['errors']);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  test('when the catalogues are collected, then every namespace is found', () => {
    expect(namespaces.length).toBeGreaterThan(15);
  });

  test.each(namespaces)('when $file is translated, then Urdu has exactly its keys, none empty', ({ namespace, ur }) => {
    expect(ur, 'its ur.ts beside it').toBeDefined();
    expect(ur!.id).toBe(namespace.id);
    expect(Object.keys(ur!.messages).sort()).toEqual(Object.keys(namespace.messages).sort());
    for (const [key, text] of Object.entries(ur!.messages)) expect(text.trim(), key).not.toBe('');
  });

  test.each(namespaces)(
    'when $file is translated, then Urdu uses only the English placeholders',
    ({ namespace, ur }) => {
      for (const [key, text] of Object.entries(ur!.messages)) {
        const allowed = placeholders(namespace.messages[key]);
        for (const name of placeholders(text)) expect(allowed, `${key} uses {${name}}`).toContain(name);
      }
    },
  );

  test.each(namespaces)('when $file is English, then it uses only plain {name} placeholders', ({ namespace }) => {
    for (const [key, text] of Object.entries(namespace.messages)) {
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  test.each(namespaces.filter(({ namespace }) => !CONTRACT_KEYS.has(namespace.id)))(
    'when $file names its messages, then every key says what the message is for, in the documented shape',
    ({ namespace }) => {
      const wrong = Object.keys(namespace.messages).filter((key) => !MESSAGE_KEY.test(key) || tooWordy(key));
      expect(wrong).toEqual([]);
    },
  );

  test('when two namespaces are declared, then their ids differ', () => {
    const ids = namespaces.map(({ namespace }) => namespace.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
