import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectReturn } from '@/lib/i18n/expect-return';
import { startLanguage } from './document-language';

function locationAt(url: string) {
  const parsed = new URL(url, 'https://sehatlink.test');
  return {
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    replace: vi.fn(),
  } as unknown as Location & {
    replace: ReturnType<typeof vi.fn>;
  };
}

describe('startLanguage', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('when Urdu was chosen before then an English URL still opens in English (no redirect)', () => {
    window.localStorage.setItem('ehp.language', 'ur');
    const location = locationAt('/doctors/search?city=Lahore');
    expect(startLanguage(location)).toBe('en');
    expect(location.replace).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('when an Urdu URL opens then it is Urdu, right to left, and Urdu is remembered', () => {
    const location = locationAt('/ur/about');
    expect(startLanguage(location)).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('ehp.language')).toBe('ur');
  });

  it('when the payment gateway returns to the English checkout an Urdu payer left then that return opens in Urdu, once', () => {
    expectReturn('/appointment/payment/checkout/12', 'ur');
    const back = locationAt('/appointment/payment/checkout/12?code=000');
    expect(startLanguage(back)).toBeNull();
    expect(back.replace).toHaveBeenCalledWith('/ur/appointment/payment/checkout/12?code=000');
    const again = locationAt('/appointment/payment/checkout/12?code=000');
    expect(startLanguage(again)).toBe('en');
    expect(again.replace).not.toHaveBeenCalled();
  });

  it('when another English page opens instead of the expected return then it is English and the expectation is spent', () => {
    expectReturn('/appointment/payment/checkout/12', 'ur');
    const elsewhere = locationAt('/about');
    expect(startLanguage(elsewhere)).toBe('en');
    expect(elsewhere.replace).not.toHaveBeenCalled();
  });
});
