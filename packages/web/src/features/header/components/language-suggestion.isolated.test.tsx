import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render, screen } from '@/test/render';
import { Header } from './header';

const suggestion = () => screen.queryByRole('complementary', { name: 'Language suggestion' });

describe('Language suggestion on English pages', () => {
  beforeEach(() => stubApi({}));
  afterEach(() => vi.unstubAllGlobals());

  it('when Urdu was never chosen then no suggestion shows', () => {
    render(<Header onCallUs={vi.fn()} />, { route: '/doctors/search' });
    expect(suggestion()).toBeNull();
  });

  it('when Urdu was chosen before then the English page stays English and offers the same page in Urdu', async () => {
    window.localStorage.setItem('ehp.language', 'ur');
    render(<Header onCallUs={vi.fn()} />, { route: '/doctors/search?is_online=true' });
    const link = await screen.findByRole('link', { name: /Read this page in Urdu/ });
    expect(link.getAttribute('href')).toBe('/ur/doctors/search?is_online=true');
    expect(link.getAttribute('hreflang')).toBe('ur');
    const urdu = screen.getByText('یہ صفحہ اردو میں پڑھیں');
    expect(urdu.getAttribute('lang')).toBe('ur');
    expect(link.contains(urdu)).toBe(true);
  });

  it('when the suggestion is dismissed then it is gone, and stays gone on the next page', async () => {
    window.localStorage.setItem('ehp.language', 'ur');
    const first = render(<Header onCallUs={vi.fn()} />, { route: '/about' });
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss: keep reading in English' }));
    expect(suggestion()).toBeNull();
    first.unmount();
    render(<Header onCallUs={vi.fn()} />, { route: '/contact-us' });
    await screen.findByRole('banner');
    expect(suggestion()).toBeNull();
    expect(window.localStorage.getItem('ehp.language')).toBe('ur');
  });
});
