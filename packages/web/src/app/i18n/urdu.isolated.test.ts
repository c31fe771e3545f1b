import { describe, expect, test } from 'vitest';
import { headerCatalogue } from '@/features/header/i18n/en';
import * as company from '@/content/company';
import { contentIn, isLanguageLoaded, translator } from '@/lib/i18n/translations';
import { loadLanguage } from './load-language';

describe('loading Urdu', () => {
  test('when Urdu is loaded, then messages, values and content come in Urdu', async () => {
    await loadLanguage('ur');
    expect(isLanguageLoaded('ur')).toBe(true);
    const t = translator(headerCatalogue, 'ur');
    expect(t('login')).toBe('لاگ اِن');
    // Phone numbers keep their left-to-right order inside the Urdu sentence.
    expect(t('call.aria', { supportPhone: '0311-1222398' })).toContain('\u20660311-1222398\u2069');
    expect(contentIn(company, 'company', 'ur').company.tagline).not.toBe(company.company.tagline);
    // English is untouched.
    expect(translator(headerCatalogue, 'en')('login')).toBe('Login');
  });
});
