import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routerBasename, type Language } from '@/lib/i18n/languages';
import { stubApi } from '@/test/api-stand-in';
import { App } from './app';
import { loadLanguage } from './i18n/load-language';

function renderApp(url: string, language: Language) {
  return render(
    <MemoryRouter initialEntries={[url]} basename={routerBasename(language)}>
      <App language={language} />
    </MemoryRouter>,
  );
}

const banner = () => screen.getByRole('complementary');

describe('the portal in each language', () => {
  beforeAll(() => loadLanguage('ur'));
  beforeEach(() => stubApi({}));
  afterEach(() => vi.unstubAllGlobals());

  it('when / is opened in English, then links keep the SPEC paths and the switch offers Urdu', async () => {
    renderApp('/', 'en');
    expect(await screen.findByText('Book Medical Appointment ANYTIME, ANYWHERE !')).toBeTruthy();
    const online = within(banner()).getByRole('link', { name: 'Online Consultation' });
    expect(online.getAttribute('href')).toBe('/doctors/search?is_online=true');
    expect(screen.getAllByRole('link', { name: 'اردو' })[0].getAttribute('href')).toBe('/ur');
  });

  it('when /ur is opened in Urdu, then the page is Urdu, every link stays under /ur and the switch offers English', async () => {
    renderApp('/ur', 'ur');
    const links = within(await screen.findByRole('complementary')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ur/doctors/search?is_online=true',
      '/ur/doctors/search',
    ]);
    expect(links.every((link) => /[\u0600-\u06ff]/.test(link.textContent ?? ''))).toBe(true);
    expect(screen.getAllByRole('link', { name: 'English' })[0].getAttribute('href')).toBe('/');
    expect(await screen.findByRole('button', { name: 'سلائیڈ شو روکیں' })).toBeTruthy();
  });
});
