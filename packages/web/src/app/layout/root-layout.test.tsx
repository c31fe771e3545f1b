import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { usePageTitle } from '@/lib/page-meta';
import { stubApi } from '@/test/api-stand-in';
import { render, screen, waitFor, within } from '@/test/render';
import { RootLayout } from './root-layout';

function renderAt(route: string) {
  return render(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="*" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

const banner = () => screen.queryByRole('complementary', { name: 'Book an appointment' });

describe('RootLayout', () => {
  // Nothing here is about the API: every call (the header's labs) answers 404 Not stubbed.
  beforeEach(() => stubApi({}));
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/patient/profile'])('when on %s then the booking banner shows with both buttons', (route) => {
    renderAt(route);
    expect(banner()).toBeTruthy();
    expect(screen.getByText('Book Medical Appointment ANYTIME, ANYWHERE !')).toBeTruthy();
    const inBanner = within(banner()!);
    expect(inBanner.getByRole('link', { name: 'Online Consultation' }).getAttribute('href')).toBe(
      '/doctors/search?is_online=true',
    );
    expect(inBanner.getByRole('link', { name: 'In-Clinic Appointment' }).getAttribute('href')).toBe('/doctors/search');
  });

  it('when on / then the banner sticks to the bottom of the screen', () => {
    renderAt('/');
    expect(banner()!.hasAttribute('data-sticky')).toBe(true);
  });

  it("when on the patient's own page then the banner sits at the end of the page, never sticky over the appointments", () => {
    renderAt('/patient/profile');
    expect(banner()!.hasAttribute('data-sticky')).toBe(false);
    expect(screen.getByRole('main').compareDocumentPosition(banner()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(['/about', '/doctors/search', '/patient/login'])('when on %s then there is no booking banner', (route) => {
    renderAt(route);
    expect(banner()).toBeNull();
  });

  it('when a page renders then it has the header, main and footer landmarks', () => {
    renderAt('/about');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('when a page renders then navigation memory and the document title are updated', async () => {
    renderAt('/about');
    await waitFor(() => expect(document.title).toBe('About Us | SehatLink'));
    expect(sessionStorage.getItem('currentPath')).toBe('/about');
  });

  it('when a page names itself then its title replaces the route title until the next page', async () => {
    function NamedLab() {
      usePageTitle('Chughtai Lab');
      return <Link to="/about">About</Link>;
    }
    const { user } = render(
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/labs/:id" element={<NamedLab />} />
          <Route path="*" element={<h1>Page</h1>} />
        </Route>
      </Routes>,
      { route: '/labs/1' },
    );
    expect(document.title).toBe('Chughtai Lab | SehatLink');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(document.title).toBe('About Us | SehatLink'));
  });

  it('when Call Us is pressed then the helpline modal opens', async () => {
    const { user } = renderAt('/about');
    await user.click(screen.getByRole('button', { name: /call us/i }));
    expect(await screen.findByRole('dialog', { name: 'Request a call back' })).toBeTruthy();
  });
});
