import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubRoutes } from '@/test/api-stand-in';
import { fireEvent, render, screen, waitFor, within } from '@/test/render';
import { Header } from './header';

vi.mock('@/lib/browser', () => ({ hardNavigate: vi.fn() }));
vi.mock('@/lib/socket', () => ({ disconnectSocket: vi.fn() }));

const { hardNavigate } = await import('@/lib/browser');
const { disconnectSocket } = await import('@/lib/socket');

const tokens = {
  patient: { verified: true, name: 'Muhammad Ali Jinnah', role: 'patient', user_id: '1001' },
  clinic_owner: { verified: true, name: 'Shifa Family Clinic', role: 'clinic_owner', user_id: '7', clinic_id: '3' },
  doctor: { verified: true, name: 'Dr. Sana Malik', role: 'doctor', user_id: '9', pmdc: '12345-P' },
};

function signIn(token: unknown) {
  window.localStorage.setItem('authToken', typeof token === 'string' ? token : JSON.stringify(token));
}

function renderHeader() {
  const onCallUs = vi.fn();
  const view = render(<Header onCallUs={onCallUs} />);
  return { ...view, onCallUs };
}

/** The labs menu's list, plus what a test adds. */
const stubHeaderApi = (routes: StubRoutes = {}) =>
  stubApi({
    'GET /api/medical-test-labs/get': {
      body: {
        message: 'OK',
        data: {
          data: {
            medical_test_labs_all: [
              { id: 1, lab_name: 'Chughtai Diagnostics' },
              { id: 2, lab_name: 'Excel Labs' },
            ],
          },
        },
      },
    },
    ...routes,
  });

describe('Header', () => {
  beforeEach(() => {
    stubHeaderApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('when signed out then the Login dropdown lists the six sign-in pages', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /login/i }));
    const menu = screen.getByRole('menu');
    const links = within(menu).getAllByRole('menuitem');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/patient/login',
      '/doctor/login',
      '/clinic-management-system/login',
      '/hospital/login',
      '/pms/login',
      '/staff/login',
    ]);
  });

  it('when the authToken is malformed then the header shows Login and does not break', () => {
    signIn('{"verified":true,"role":"patient"');
    renderHeader();
    expect(screen.getByRole('button', { name: /login/i })).toBeTruthy();
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  it('when the token claims an unknown role then the header shows Login', () => {
    signIn({ ...tokens.patient, role: 'admin' });
    renderHeader();
    expect(screen.getByRole('button', { name: /login/i })).toBeTruthy();
  });

  it('when a patient is signed in then the avatar links to the profile and the menu is the patient menu', async () => {
    signIn(tokens.patient);
    const { user } = renderHeader();
    await screen.findByTestId('user-menu'); // the signed-in menu is its own chunk
    expect(screen.queryByRole('button', { name: /^login/i })).toBeNull();
    expect(screen.getByRole('link', { name: /my account/i }).getAttribute('href')).toBe('/patient/profile');
    // The SPEC's 12 characters and an ellipsis, even with room to spare; the whole name is its title.
    expect(screen.getByText('Muhammad Ali…').getAttribute('title')).toBe('Muhammad Ali Jinnah');
    expect(screen.getByRole('img', { name: 'Muhammad Ali Jinnah' }).getAttribute('src')).toBe(
      '/api/patient/image?id=1001',
    );
    await user.click(screen.getByRole('button', { name: /^Muhammad Ali Jinnah/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'My profile',
      'Book appointment',
      'Online consultation',
      'Sign out',
    ]);
  });

  it.each([
    ['English', '/about'],
    ['Urdu', '/ur/about'],
  ])(
    'when a patient with a 22-character name is signed in (%s) then the header shows 12 characters and an ellipsis, never the whole name, and the menu and accessible names carry it whole',
    async (_language, route) => {
      const name = 'muhammad abdullah khan';
      signIn({ ...tokens.patient, name });
      render(<Header onCallUs={vi.fn()} />, { route });
      const menu = await screen.findByTestId('user-menu');
      const shown = within(menu).getByText('muhammad abd…');
      expect(shown.getAttribute('title')).toBe(name);
      // Whole only where no eye reads it as the header's text: the button's and the avatar link's names.
      const visibleText = Array.from(menu.querySelectorAll('span:not(.visually-hidden)'), (el) => el.textContent);
      expect(visibleText).not.toContain(name);
      expect(within(menu).getByRole('button', { name: new RegExp(`^${name}$`) })).toBeTruthy();
      expect(within(menu).getByRole('link', { name: new RegExp(name) })).toBeTruthy();
    },
  );

  it('when a clinic owner is signed in then the avatar uses the clinic image and links to the clinic dashboard', async () => {
    signIn(tokens.clinic_owner);
    const { user } = renderHeader();
    await screen.findByTestId('user-menu'); // the signed-in menu is its own chunk
    expect(screen.getByRole('link', { name: /my account/i }).getAttribute('href')).toBe(
      '/cms/dashboard/dashboard-clinic',
    );
    expect(screen.getByRole('img', { name: 'Shifa Family Clinic' }).getAttribute('src')).toBe('/api/clinic/image?id=3');
    await user.click(screen.getByRole('button', { name: /^Shifa Family Clinic/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Dashboard', 'Packages', 'Contact support', 'Sign out']);
  });

  it('when a doctor is signed in then the avatar uses the doctor image and links to the doctor dashboard', async () => {
    signIn(tokens.doctor);
    const { user } = renderHeader();
    await screen.findByTestId('user-menu'); // the signed-in menu is its own chunk
    expect(screen.getByRole('link', { name: /my account/i }).getAttribute('href')).toBe(
      '/cms/dashboard/dashboard-doctor',
    );
    expect(screen.getByRole('img', { name: 'Dr. Sana Malik' }).getAttribute('src')).toBe(
      '/api/doctor/image?pmdc=12345-P',
    );
    await user.click(screen.getByRole('button', { name: /^Dr\. Sana Malik/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Dashboard', 'Online consultations', 'Sign out']);
  });

  it('when the avatar image fails to load then the first letter of the name is shown', async () => {
    signIn({ ...tokens.patient, name: 'zainab' });
    renderHeader();
    await screen.findByTestId('user-menu'); // the signed-in menu is its own chunk
    fireEvent.error(screen.getByRole('img', { name: 'zainab' }));
    expect(await screen.findByText('Z')).toBeTruthy();
  });

  it('when signing out then it disconnects, calls logout, drops authToken and reloads /', async () => {
    const api = stubHeaderApi({ 'POST /api/auth/logout': { body: { message: 'Signed out' } } });
    signIn(tokens.patient);
    const { user } = renderHeader();
    await screen.findByTestId('user-menu'); // the signed-in menu is its own chunk
    await user.click(screen.getByRole('button', { name: /^Muhammad Ali Jinnah/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(disconnectSocket).toHaveBeenCalled();
    expect(api.calls.map((c) => c.path)).toContain('/api/auth/logout');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('when the logout call fails then signing out still completes', async () => {
    stubHeaderApi({ 'POST /api/auth/logout': { status: 500, body: { message: 'Server down' } } });
    signIn(tokens.doctor);
    const { user } = renderHeader();
    await screen.findByTestId('user-menu'); // the signed-in menu is its own chunk
    await user.click(screen.getByRole('button', { name: /^Dr\. Sana Malik/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('when the Labs menu opens then it lists the labs with their logos, linking to /labs/{id}', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /labs/i }));
    const item = await screen.findByRole('menuitem', { name: 'Chughtai Diagnostics' });
    expect(item.getAttribute('href')).toBe('/labs/1');
    const logo = item.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/api/medical-test-labs/logo/get?lab_id=1');
    expect(logo?.getAttribute('width')).toBe('28');
    fireEvent.error(logo!);
    expect(await within(item).findByTestId('lab-logo-fallback')).toBeTruthy();
  });

  it('when the Labs menu opens then its last item, All labs, leads to /labs', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: /labs/i }));
    await screen.findByRole('menuitem', { name: 'Chughtai Diagnostics' });
    const items = screen.getAllByRole('menuitem');
    expect(items.at(-1)?.textContent).toBe('All labs');
    expect(items.at(-1)?.getAttribute('href')).toBe('/labs');
  });

  it('when the Products/Services menu is used from the keyboard then arrows move and Escape closes', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: /products\/services/i });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Clinic management',
      'Pharmacy management',
      'Hospital management',
      'Online Consultation',
    ]);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('when Call Us is pressed then the helpline modal is requested', async () => {
    const { user, onCallUs } = renderHeader();
    await user.click(screen.getByRole('button', { name: /call us 0311-1222398/i }));
    expect(onCallUs).toHaveBeenCalled();
  });

  it('when rendered then Request a demo opens WhatsApp in a new tab', () => {
    renderHeader();
    const link = screen.getByRole('link', { name: /request a demo/i });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923111222398\?text=/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('when not on the production host then there is no Blogs link', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Blogs' })).toBeNull();
  });

  it('when scrolled 600 px or more then the header becomes sticky', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header.hasAttribute('data-sticky')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 599, configurable: true });
    fireEvent.scroll(window);
    expect(header.hasAttribute('data-sticky')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    fireEvent.scroll(window);
    expect(header.hasAttribute('data-sticky')).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
