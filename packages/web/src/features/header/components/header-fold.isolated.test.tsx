import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render, screen, waitFor, within } from '@/test/render';
import { Header } from './header';

const tokens = {
  patient: { verified: true, name: 'Muhammad Ali Jinnah', role: 'patient', user_id: '1001' },
  doctor: { verified: true, name: 'Dr. Imran Qureshi', role: 'doctor', user_id: '9', pmdc: '12345-P' },
};

const ROW_WIDTH = 1000;
const rect = (left: number, right: number) => DOMRect.fromRect({ x: left, y: 0, width: right - left, height: 40 });
const isRow = (element: Element) => element.matches('header > div');

/**
 * A laptop row of 1000 px: each of its children ends inside it when `fits(row)` says the row's
 * current content fits, and sticks out otherwise (happy-dom has no layout of its own).
 */
function layOut(fits: (row: Element) => boolean) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (isRow(this)) return rect(0, ROW_WIDTH);
    const row = this.parentElement;
    if (row && isRow(row)) return rect(0, fits(row) ? ROW_WIDTH - 100 : ROW_WIDTH + 100);
    return rect(0, 0);
  });
}

const inlineDemo = (row: Element) => row.querySelector('[data-testid="contact-actions"] a') !== null;
const inlineCall = (row: Element) => row.querySelector('[data-testid="contact-actions"] button') !== null;

/** happy-dom never resizes: a stand-in that reports whenever an observed element's content changes. */
class ContentResizeObserver {
  private readonly mutations: MutationObserver;
  constructor(callback: () => void) {
    this.mutations = new MutationObserver(() => callback());
  }
  observe(element: Element) {
    this.mutations.observe(element, { subtree: true, childList: true, characterData: true });
  }
  disconnect() {
    this.mutations.disconnect();
  }
}

/** A window as wide as a laptop (`wide`) or a phone: the header measures its row only on the first. */
function windowIsWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

function renderHeader() {
  const onCallUs = vi.fn();
  return { ...render(<Header onCallUs={onCallUs} />), onCallUs };
}

describe('Header folding (one row at laptop widths)', () => {
  beforeEach(() => {
    stubApi({});
    vi.stubGlobal('ResizeObserver', ContentResizeObserver);
    windowIsWide(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('when everything fits then Call Us and Request a demo stay in the row and there is no More menu', () => {
    layOut(() => true);
    renderHeader();
    expect(screen.getByRole('link', { name: /request a demo/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /call us/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^more/i })).toBeNull();
  });

  it('when the row is short by the demo button then only Request a demo folds, into More', async () => {
    layOut((row) => !inlineDemo(row));
    const { user } = renderHeader();
    expect(screen.queryByRole('link', { name: /request a demo/i })).toBeNull();
    expect(screen.getByRole('button', { name: /call us/i })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^more/i }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.getAttribute('aria-label')).toBe('Request a demo (opens WhatsApp in a new tab)');
    expect(items[0]!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(items[0]!.getAttribute('target')).toBe('_blank');
  });

  it('when still short then Call Us folds too, and from More it still opens the helpline', async () => {
    layOut((row) => !inlineDemo(row) && !inlineCall(row));
    const { user, onCallUs } = renderHeader();
    expect(screen.queryByTestId('contact-actions')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^more/i }));
    const menu = within(screen.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Call Us 0311-1222398',
      'Request a demo',
    ]);
    await user.click(menu.getByRole('menuitem', { name: /call us/i }));
    expect(onCallUs).toHaveBeenCalledOnce();
  });

  it('when a patient is signed in and space is shortest then the folded items, About and Contact us join the user menu and the row tightens, the name still cut to 12 characters', async () => {
    window.localStorage.setItem('authToken', JSON.stringify(tokens.patient));
    layOut(() => false);
    const { user } = renderHeader();
    await screen.findByTestId('user-menu');
    await waitFor(() => expect(screen.getByRole('banner').querySelector('[data-compact]')).not.toBeNull());
    // The SPEC's 12 characters and an ellipsis, never shorter: the fold never touches the name.
    expect(screen.getByText('Muhammad Ali…').getAttribute('title')).toBe('Muhammad Ali Jinnah');
    expect(screen.queryByRole('button', { name: /^more/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Muhammad Ali Jinnah$/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My profile',
      'Book appointment',
      'Online consultation',
      'Call Us 0311-1222398',
      'Request a demo',
      'About',
      'Contact us',
      'Sign out',
    ]);
    // Find a doctor stays in the row; the pages that folded are not in it twice.
    const nav = within(screen.getByRole('navigation', { name: /main/i }));
    expect(nav.getByRole('link', { name: 'Find a doctor' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'About' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  it('when a doctor is signed in then Request a demo is offered nowhere, folded or not', async () => {
    window.localStorage.setItem('authToken', JSON.stringify(tokens.doctor));
    layOut((row) => !inlineCall(row));
    const { user } = renderHeader();
    await screen.findByTestId('user-menu');
    expect(screen.queryByRole('link', { name: /request a demo/i })).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('contact-actions')).toBeNull());
    await user.click(screen.getByRole('button', { name: /^Dr\. Imran Qureshi/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Online consultations',
      'Call Us 0311-1222398',
      'Sign out',
    ]);
  });

  it('when a doctor is signed in with room to spare then the name is still cut to 12 characters, whole in its title and accessible name, and no demo button', async () => {
    window.localStorage.setItem('authToken', JSON.stringify(tokens.doctor));
    layOut(() => true);
    renderHeader();
    await screen.findByTestId('user-menu');
    expect(screen.getByText('Dr. Imran Qu…').getAttribute('title')).toBe('Dr. Imran Qureshi');
    expect(screen.queryByText('Dr. Imran Qureshi', { selector: '[aria-hidden], :not(.visually-hidden)' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Dr\. Imran Qureshi$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Dr\. Imran Qureshi/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /request a demo/i })).toBeNull();
    expect(screen.getByRole('button', { name: /call us/i })).toBeTruthy();
  });

  it('when the window is a phone then the row is never measured (only the logo and the burger show there)', async () => {
    windowIsWide(false);
    layOut(() => false);
    const measure = vi.mocked(Element.prototype.getBoundingClientRect);
    window.localStorage.setItem('authToken', JSON.stringify(tokens.patient));
    renderHeader();
    await screen.findByTestId('user-menu');
    expect(measure.mock.contexts.filter((element) => isRow(element as Element))).toHaveLength(0);
    expect(screen.getByText('Muhammad Ali Jinnah')).toBeTruthy();
    expect(screen.getByRole('banner').querySelector('[data-compact]')).toBeNull();
  });
});
