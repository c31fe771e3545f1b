import { describe, expect, test } from 'vitest';
import { withoutUnusedCustomProperties } from './unused-custom-properties.ts';

describe('withoutUnusedCustomProperties', () => {
  test('when a variable is read by a rule, the markup or another kept variable, then it stays; otherwise it goes', () => {
    const css =
      ':root{--used:1px;--chained:var(--used);--by-markup:red;--unused:blue;--unused-chain:var(--also-unused);--also-unused:0}' +
      '.a{margin:var(--chained)}';
    const markup = '<div style="color:var(--by-markup)"></div>';

    const kept = withoutUnusedCustomProperties(css, markup);

    expect(kept).toContain('--used:1px');
    expect(kept).toContain('--chained:var(--used)');
    expect(kept).toContain('--by-markup:red');
    expect(kept).not.toContain('--unused');
    expect(kept).not.toContain('--also-unused');
    expect(kept).toContain('.a{margin:var(--chained)}');
  });

  test('when every declaration of a rule is dropped, then the empty rule and an emptied at-rule go too', () => {
    const kept = withoutUnusedCustomProperties('@media (min-width:40em){:root{--wide:1}}.b{color:red}');

    expect(kept).toBe('.b{color:red}');
  });

  test('when a value carries a data URL with semicolons, then it is kept whole', () => {
    const css = ':root{--icon:url("data:image/svg+xml;utf8,<svg></svg>")}.c{background:var(--icon)}';

    expect(withoutUnusedCustomProperties(css)).toBe(css);
  });

  test('when a variable is declared by several rules, then every declaration of a used one stays', () => {
    const css = ':root{--gap:1rem}@media (min-width:40em){:root{--gap:2rem}}.d{gap:var(--gap)}';

    expect(withoutUnusedCustomProperties(css)).toBe(css);
  });
});
