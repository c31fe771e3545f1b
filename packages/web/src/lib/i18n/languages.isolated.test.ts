import { describe, expect, test } from 'vitest';
import { languageOfPath, pathInLanguage, routerBasename, withoutLanguage } from './languages';

describe('languages in the URL', () => {
  test.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/urdu-blog', 'en'],
    ['/ur', 'ur'],
    ['/ur/', 'ur'],
    ['/ur/doctors/12345-P', 'ur'],
  ])('when the path is %s, then the language is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  test('when a path has the Urdu prefix, then the SPEC path is what follows it', () => {
    expect(withoutLanguage('/ur/about')).toBe('/about');
    expect(withoutLanguage('/ur')).toBe('/');
    expect(withoutLanguage('/about')).toBe('/about');
  });

  test('when a SPEC path is put in a language, then query and hash are kept and English is unchanged', () => {
    expect(pathInLanguage('/about', 'ur')).toBe('/ur/about');
    expect(pathInLanguage('/', 'ur')).toBe('/ur');
    expect(pathInLanguage('/?utm=x', 'ur')).toBe('/ur?utm=x');
    expect(pathInLanguage('/doctors/search?is_online=true#top', 'ur')).toBe('/ur/doctors/search?is_online=true#top');
    expect(pathInLanguage('/privacy/Faqs', 'en')).toBe('/privacy/Faqs');
  });

  test('when the router is built, then only Urdu has a basename', () => {
    expect(routerBasename('en')).toBeUndefined();
    expect(routerBasename('ur')).toBe('/ur');
  });
});
