import { describe, expect, test, vi } from 'vitest';
import { defineMessages } from './catalogue';
import { isolateLtr, translator } from './translations';

const sample = defineMessages('sample-test', { hello: 'Hello {name}', plain: 'Plain' });

describe('translator', () => {
  test('when English is asked, then the catalogue text is returned with its placeholders filled', () => {
    expect(translator(sample, 'en')('hello', { name: 'Ali' })).toBe('Hello Ali');
    expect(translator(sample, 'en')('plain')).toBe('Plain');
  });

  test('when Urdu is not loaded, then English is shown instead of a key', async () => {
    // A fresh registry: other test files in the same worker may have loaded Urdu already.
    vi.resetModules();
    const { contentIn, isLanguageLoaded, translator } = await import('./translations');
    expect(isLanguageLoaded('ur')).toBe(false);
    expect(translator(sample, 'ur')('plain')).toBe('Plain');
    expect(contentIn({ a: 1 }, 'sample', 'ur')).toEqual({ a: 1 });
  });

  test('when a value has no Arabic letters, then it is wrapped in a left-to-right isolate', () => {
    expect(isolateLtr('Rs. 1,500')).toBe('\u2066Rs. 1,500\u2069');
    expect(isolateLtr('0311-1222398')).toBe('\u20660311-1222398\u2069');
    expect(isolateLtr('کلینک')).toBe('کلینک');
  });
});
