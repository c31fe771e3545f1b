import { describe, expect, test } from 'vitest';
import { aboveTheFold } from './critical-css.ts';

const page = (main: string) =>
  `<html><head></head><body><header class="h">logo</header><main>${main}</main>` +
  '<aside class="bar" data-sticky="true">Book</aside><footer class="f"><a class="l">About</a></footer></body></html>';

describe('aboveTheFold: the markup whose CSS a prerendered page inlines', () => {
  test('when the page marks its fold, then the rest of <main> and the footer are left to the stylesheets', () => {
    const html = page(
      '<section class="hero">Hi</section><span data-fold="" hidden></span><section class="plans">x</section>',
    );

    const shown = aboveTheFold(html);

    expect(shown).toContain('<header class="h">');
    expect(shown).toContain('<section class="hero">');
    // The sticky bar shows on the first screen: its rules stay inlined.
    expect(shown).toContain('<aside class="bar"');
    expect(shown).not.toContain('plans');
    expect(shown).not.toContain('<footer');
    expect(shown).toContain('</main>');
  });

  test('when the page has no fold mark, then all of it counts (short pages show their footer)', () => {
    const html = page('<section class="hero">Hi</section>');
    expect(aboveTheFold(html)).toBe(html);
  });

  test('when the mark is outside <main>, then the build stops rather than inline too little', () => {
    const html = page('<section class="hero">Hi</section>').replace(
      '<footer',
      '<span hidden="" data-fold=""></span><footer',
    );
    expect(() => aboveTheFold(html)).toThrow(/inside <main>/);
  });
});
