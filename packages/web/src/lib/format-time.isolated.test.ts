import { afterEach, describe, expect, test } from 'vitest';
import { registerLanguage, setPageLanguage } from '@/lib/i18n/translations';
import { formatTime12h } from './format-time';
import { ur } from './i18n/ur';

afterEach(() => setPageLanguage('en'));

describe('formatTime12h', () => {
  test('when the page is English, then times read hh:mm AM/PM (SPEC section 3)', () => {
    expect(formatTime12h('09:00:00')).toBe('09:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('00:30:00')).toBe('12:30 AM');
    expect(formatTime12h('22:40:00')).toBe('10:40 PM');
    expect(formatTime12h('not a time')).toBe('not a time');
  });

  test('when the page is Urdu, then the part of the day comes first and the clock is an LTR isolate', () => {
    // Lib knows no app/ module: Urdu is registered with a plain {name} formatter that isolates values.
    const urdu = ur.messages as Record<string, string>;
    registerLanguage('ur', [ur], {}, (id, values) =>
      urdu[id.replace(/^lib\./, '')]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])),
    );
    setPageLanguage('ur');
    const clock = (text: string) => `\u2066${text}\u2069`;
    expect(formatTime12h('11:00:00')).toBe(`صبح ${clock('11:00')}`);
    expect(formatTime12h('04:00:00')).toBe(`صبح ${clock('4:00')}`);
    expect(formatTime12h('12:00:00')).toBe(`دوپہر ${clock('12:00')}`);
    expect(formatTime12h('15:59:00')).toBe(`دوپہر ${clock('3:59')}`);
    expect(formatTime12h('17:30:00')).toBe(`شام ${clock('5:30')}`);
    expect(formatTime12h('21:00:00')).toBe(`رات ${clock('9:00')}`);
    expect(formatTime12h('00:15:00')).toBe(`رات ${clock('12:15')}`);
    expect(formatTime12h('03:59:00')).toBe(`رات ${clock('3:59')}`);
  });
});
