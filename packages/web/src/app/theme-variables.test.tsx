import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { theme } from './theme';

/** The CSS variables MantineProvider would write into every page for the portal's theme. */
function providerVariables(): string {
  const markup = renderToStaticMarkup(<MantineProvider theme={theme} forceColorScheme="light" />);
  const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error('MantineProvider rendered no CSS variables');
  return `/* Generated from src/app/theme.ts by theme-variables.test.tsx (vitest -u to update). */\n${css}\n`;
}

describe('the theme stylesheet', () => {
  test('when the theme changes, then theme-variables.css still holds what MantineProvider would render for it', async () => {
    // The provider runs with withCssVariables={false} (provider.tsx): the variables are a static
    // stylesheet instead of a <style> element in every page, so each page inlines only the ones
    // it reads. `vitest -u` rewrites the file after a theme change.
    await expect(providerVariables()).toMatchFileSnapshot('./theme-variables.css');
  });
});
