import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { theme } from '@/app/theme';
import { LanguageContext } from '@/lib/i18n/language-context';
import { routerBasename, type Language } from '@/lib/i18n/languages';
import { readPreferredLanguage } from '@/lib/i18n/preferred-language';
import { LanguageSwitch } from './language-switch';

function renderSwitch(url: string, language: Language) {
  return render(
    <LanguageContext value={language}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[url]} basename={routerBasename(language)}>
          <LanguageSwitch />
        </MemoryRouter>
      </MantineProvider>
    </LanguageContext>,
  );
}

describe('LanguageSwitch', () => {
  test('when an English page is shown, then اردو links to the same page (query kept) under /ur', () => {
    renderSwitch('/doctors/search?is_online=true', 'en');
    expect(screen.getByRole('link', { name: 'اردو' }).getAttribute('href')).toBe('/ur/doctors/search?is_online=true');
    expect(screen.getByText('English').getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });

  test('when an Urdu page is shown, then English links to the SPEC path', () => {
    renderSwitch('/ur/about', 'ur');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/about');
    expect(screen.getByText('اردو').getAttribute('aria-current')).toBe('true');
  });

  test('when the home page is switched, then Urdu home is /ur', () => {
    renderSwitch('/', 'en');
    expect(screen.getByRole('link', { name: 'اردو' }).getAttribute('href')).toBe('/ur');
  });

  test('when a language is chosen, then the choice is remembered', async () => {
    renderSwitch('/about', 'en');
    const link = screen.getByRole('link', { name: 'اردو' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(readPreferredLanguage()).toBe('ur');
  });
});
