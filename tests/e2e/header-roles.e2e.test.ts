import { describe } from 'vitest';
import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { MALFORMED_AUTH_TOKEN, sessions } from './fixtures/sessions';
import { signInPatientInPage } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';

// The stored authToken decides the header (SPEC section 4, login state). A patient's page also
// opens the /notify socket, which signs out a session the server does not know (issue 21, F13):
// the patient signs in for real (Ali Hassan's seeded number).
const signedIn = [
  {
    role: 'patient',
    session: sessions.patient,
    phone: '03001234567',
    home: paths.patientProfile,
    menu: ['My profile', 'Book appointment', 'Online consultation'],
  },
  {
    role: 'clinic owner',
    session: sessions.clinicOwner,
    home: paths.clinicDashboard,
    menu: ['Dashboard', 'Packages', 'Contact support'],
  },
  {
    role: 'doctor',
    session: sessions.doctor,
    home: paths.doctorDashboard,
    menu: ['Dashboard', 'Online consultations'],
  },
];

/** The header's items that fold into the user's menu when the row is short of space. */
const FOLDED_HEADER_ITEMS = ['Call Us 0311-1222398', 'Request a demo'];

describe('header per role', () => {
  test.for(signedIn)(
    'when a $role is signed in, then the header shows the avatar linking to their home, their name and their menu',
    async ({ session, home: accountHome, menu, phone }, { open, qa }) => {
      const page = await open(paths.about, phone ? {} : { authToken: session });
      if (phone) await signInPatientInPage(page, qa, phone);
      await waitForInteractive(page);
      const header = home.header(page);
      await expect.poll(() => home.loginButton(page).count()).toBe(0);
      const avatarLink = home.accountLink(page, session.name);
      expect(await avatarLink.getAttribute('href')).toBe(accountHome);
      const nameButton = header.getByRole('button', { name: new RegExp(`^${session.name.slice(0, 12)}`) });
      await nameButton.click();
      const items = page.getByRole('menu').getByRole('menuitem');
      // What the header's row had no room for (Call Us, Request a demo) waits just above Sign out.
      await expect.poll(() => items.allInnerTexts().then((texts) => texts.at(-1))).toBe('Sign out');
      const texts = await items.allInnerTexts();
      expect(texts.filter((text) => !FOLDED_HEADER_ITEMS.includes(text))).toEqual([...menu, 'Sign out']);
      expect(texts.slice(0, menu.length)).toEqual(menu);
    },
  );

  test('when nobody is signed in, then the header shows the Login dropdown and no avatar', async ({ open }) => {
    const page = await open(paths.about);
    await waitForInteractive(page);
    await expect.poll(() => home.loginButton(page).count()).toBe(1);
    expect(
      await home
        .header(page)
        .getByRole('link', { name: /my account/i })
        .count(),
    ).toBe(0);
  });

  test('when the stored authToken is malformed, then the visitor is treated as signed out and nothing breaks', async ({
    open,
  }) => {
    const page = await open(paths.home, { authToken: MALFORMED_AUTH_TOKEN });
    await waitForInteractive(page);
    await expect.poll(() => home.loginButton(page).count()).toBe(1);
    expect(
      await home
        .header(page)
        .getByRole('link', { name: /my account/i })
        .count(),
    ).toBe(0);
  });
});
