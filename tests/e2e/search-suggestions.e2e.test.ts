import { describe } from 'vitest';
import { waitForInteractive } from './fixtures/home';
import { saveScreenshot } from './fixtures/screenshots';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 34 point 5: the search box suggests as the patient types, Roman Urdu too; a speciality
// chosen from the list filters the results by speciality (not by doctor name).
const words = {
  en: { band: 'Find a doctor and book', box: 'Speciality or doctor name', cardiologist: 'Cardiologist' },
  ur: { band: 'ڈاکٹر تلاش کریں اور بُک کریں', box: 'شعبہ یا ڈاکٹر کا نام', cardiologist: 'ماہرِ امراضِ قلب' },
} as const;

describe('search suggestions', () => {
  test.for([
    { language: 'en' as const, viewport: PHONE },
    { language: 'ur' as const, viewport: PHONE },
    { language: 'en' as const, viewport: DESKTOP },
  ])(
    'when "dil" is typed on the home page ($language, $viewport.width px), then Cardiologist is suggested and choosing it filters the results',
    async ({ language, viewport }, { open, expectAccessible }) => {
      const w = words[language];
      const page = await open(language === 'ur' ? urdu('/') : '/', { viewport });
      await waitForInteractive(page);
      const main = page.getByRole('main');
      const band = main.getByRole('region', { name: w.band });
      const box = band.getByRole('combobox', { name: w.box });
      await box.click();
      await box.pressSequentially('dil', { delay: 40 });
      const option = band.getByRole('option', { name: new RegExp(w.cardiologist) });
      await option.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page);
      await saveScreenshot(page, `issue34-suggest-${language}-typing`);

      // The keyboard reaches it: the first option is Cardiologist, named by aria-activedescendant.
      await box.press('ArrowDown');
      const activeId = await box.getAttribute('aria-activedescendant');
      expect(await option.getAttribute('id')).toBe(activeId);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith('/doctors/search'));
      const url = new URL(page.url());
      expect(url.searchParams.get('speciality')).toBe('Cardiologist');
      expect(url.searchParams.get('q')).toBeNull();
      await main.getByRole('article').first().waitFor();
      const cards = await main.getByRole('article').allInnerTexts();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toContain(w.cardiologist);
      await expectAccessible(page);
      await saveScreenshot(page, `issue34-suggest-${language}-filtered`);
    },
  );
});
