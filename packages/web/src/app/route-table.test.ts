/* eslint-disable no-restricted-syntax -- It reads the routes' Urdu meta through pure functions; no language is switched, so the file may share its worker. */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { doctorProfilePath, labPath, paths } from '@/config/paths';
import type { PageDataLoader } from '@/lib/page-data';
import type { RouteModule } from './route';
import { pageDataFor, pageDataPattern } from './route-data';
import { pageDataIsPersonal, pageDataPaths, prerenderedPaths, queryDependentPaths } from './route-handles';
import { metaForPath } from './route-meta';
import { createRouteTable, matchRoute, routeTable } from './route-table';

const routesDir = join(dirname(fileURLToPath(import.meta.url)), 'routes');
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('the route table (app/routes/<name>.route.ts)', () => {
  test('when the routes folder is read, then every route module is in the table, once per path, with its page beside it', () => {
    const files = readdirSync(routesDir);
    const modules = files.filter((file) => file.endsWith('.route.ts'));
    expect(routeTable.routes.map((route) => route.file).sort()).toEqual(modules.map((file) => `./${file}`).sort());
    const patterns = routeTable.routes.map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const file of modules) expect(files).toContain(file.replace('.route.ts', '.tsx'));
  });

  test.for([
    ['/', paths.home],
    ['/doctors/search', paths.doctorsSearch],
    [doctorProfilePath('12345-P'), paths.doctorProfile],
    ['/labs', paths.labs],
    ['/labs/', paths.labs],
    [labPath(7), paths.lab],
    ['/About', paths.about],
    ['/appointment/payment/checkout/3', paths.checkout],
    ['/no/such/page', '*'],
  ])('when %s is matched, then React Router ranking picks %s whatever the order', ([pathname, pattern]) => {
    expect(matchRoute(pathname)?.route.path).toBe(pattern);
  });

  test('when a doctor profile is matched, then its params come with it', () => {
    expect(matchRoute('/doctors/12345-P')?.params).toMatchObject({ pmdc: '12345-P' });
  });
});

describe('what is derived from the routes', () => {
  test('when the data pages are asked for, then they are the routes with a loader, and only the checkout is personal', () => {
    expect([...pageDataPaths].sort()).toEqual(
      [paths.checkout, paths.doctorProfile, paths.doctorsSearch, paths.lab, paths.labs].sort(),
    );
    expect(pageDataPattern(labPath(7))).toBe(paths.lab);
    expect(pageDataPattern('/doctors/search')).toBe(paths.doctorsSearch);
    expect(pageDataPattern('/about')).toBeNull();
    expect(pageDataPattern('/no/such/page')).toBeNull();
    expect(pageDataFor('/about', '')).toBeNull();
    expect(pageDataFor(labPath(7), '')).toBeTypeOf('function');
    expect(pageDataPaths.filter(pageDataIsPersonal)).toEqual([paths.checkout]);
  });

  test('when the prerender list is asked for, then it holds the marketing pages, the patient sign-in and the doctor search (without its query)', () => {
    expect(prerenderedPaths).toEqual(
      [
        paths.home,
        paths.about,
        paths.contactUs,
        paths.products.clinic,
        paths.products.pharmacy,
        paths.products.hospital,
        paths.products.onlineConsultation,
        paths.privacy.faqs,
        paths.privacy.paymentPolicy,
        paths.privacy.termCondition,
        paths.privacy.privacyPolicy,
        paths.login.patient,
        paths.doctorsSearch,
      ].sort(),
    );
    expect(queryDependentPaths).toEqual([paths.doctorsSearch]);
  });

  test('when a path is looked up, then its title and description come from its route in the page language', async () => {
    await expect(metaForPath(labPath(7), 'en')).resolves.toEqual({
      title: 'Medical Test Lab | SehatLink',
      description: 'Lab tests, prices, branches and home sampling. Book online.',
    });
    expect((await metaForPath(labPath(7), 'ur')).title).toBe('میڈیکل ٹیسٹ لیب | SehatLink');
    expect((await metaForPath('/', 'en')).title).toBe(
      'SehatLink | Clinic, Pharmacy & Hospital Software and Online Doctors in Pakistan',
    );
    expect((await metaForPath('/no/such/page', 'en')).title).toBe('Page Not Found | SehatLink');
  });

  test('when every route is looked up in each language, then it has its own title and description, the Urdu in Urdu', async () => {
    const titles = new Set<string>();
    for (const { path } of routeTable.routes) {
      const pathname = path === '*' ? '/no/such/page' : path.replace(/:\w+/g, '1');
      const [en, ur] = await Promise.all([metaForPath(pathname, 'en'), metaForPath(pathname, 'ur')]);
      expect(en.title, path).toMatch(/SehatLink/);
      expect(en.description.length, path).toBeGreaterThan(20);
      expect(ur.title, path).toMatch(ARABIC_SCRIPT);
      expect(ur.description, path).toMatch(ARABIC_SCRIPT);
      expect(titles.has(en.title), `${path}: ${en.title} twice`).toBe(false);
      titles.add(en.title);
    }
  });
});

describe('adding a data page (docs/routes.md)', () => {
  // What a new page's app/routes/pharmacy-detail.route.ts would export: the table, the data pages
  // and the prerender list take it from there, with no other list to touch.
  const loadPharmacy: PageDataLoader = async () => {};
  const pharmacyDetail = {
    path: '/pharmacies/:id',
    page: async () => ({ default: () => null }),
    loader: async () => loadPharmacy,
    queryClient: true,
  } satisfies RouteModule;

  test('when one route module is added, then its URL matches it with its params, beside the others', async () => {
    const routes = Object.fromEntries(routeTable.routes.map(({ file, ...route }) => [file, route]));
    const table = createRouteTable({ ...routes, './pharmacy-detail.route.ts': pharmacyDetail });
    const match = table.match('/pharmacies/9');
    expect(match?.route.file).toBe('./pharmacy-detail.route.ts');
    expect(match?.params).toMatchObject({ id: '9' });
    expect(await match?.route.loader?.()).toBe(loadPharmacy);
    expect(table.match('/labs/9')?.route.path).toBe(paths.lab);
    expect(table.match('/pharmacies')?.route.path).toBe('*');
  });
});
