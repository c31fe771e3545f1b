import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/app/i18n/load-language';
import { LanguageContext } from '@/lib/i18n/language-context';
import { loadRestOfLanguage, setPageLanguage } from '@/lib/i18n/translations';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { LabPage } from './lab-page';

// Issue 34, "Urdu to the end": on /ur the lab page names its categories and sample types in Urdu,
// and what the lab wrote in Latin letters (the address "45-A Susan Road", test names with brackets,
// phone numbers) keeps its order inside right-to-left text, never "A Susan Road,-45".

const lab = {
  id: 1,
  lab_name: 'Chughtai Diagnostics',
  city: 'Lahore',
  description: 'ISO-accredited pathology network with same-day reports for routine tests.',
  established_year: 1984,
  accreditation: 'ISO 15189',
  phone: '04235761999',
  email: 'info@chughtaidiagnostics.pk',
  home_sampling: true,
  branch_count: 1,
};
const susanRoad = {
  id: 101,
  lab_id: 1,
  branch_name: 'Susan Road',
  address: '45-A Susan Road',
  city: 'Faisalabad',
  phone: '0418721234',
  latitude: 31.4187,
  longitude: 73.0791,
  opening_time: '08:00:00',
  closing_time: '22:00:00',
  open_days: [1, 2, 3, 4, 5, 6],
};
// The mock's seeded categories and sample types (packages/mock-server/src/store/seed/lab-tests.ts).
const categories = [
  ['Haematology', 'Complete Blood Count (CBC)', 'Blood', 'ہیماٹولوجی (خون کے ٹیسٹ)', 'خون'],
  ['Clinical Chemistry', 'Lipid Profile', 'Blood', 'کلینیکل کیمسٹری', 'خون'],
  ['Hormones & Vitamins', 'Vitamin B12', 'Blood', 'ہارمون اور وٹامن', 'خون'],
  ['Serology & Infections', 'Dengue NS1 Antigen', 'Blood', 'سیرولوجی اور انفیکشن', 'خون'],
  ['Urine & Stool', 'Urine Complete Examination', 'Urine', 'پیشاب اور پاخانہ', 'پیشاب'],
  ['Molecular (PCR)', 'COVID-19 PCR', 'Nasal swab', 'مالیکیولر ٹیسٹ (PCR)', 'ناک کا سواب'],
  ['Radiology', 'Chest X-Ray (PA view)', 'Imaging', 'ریڈیالوجی (ایکسرے، الٹراساؤنڈ، سی ٹی، ایم آر آئی)', 'امیجنگ'],
  ['Urine & Stool', 'Stool Routine Examination', 'Stool', 'پیشاب اور پاخانہ', 'پاخانہ'],
] as const;

function renderUrduLab() {
  stubApi({
    'GET /api/medical-test-labs/info/get': { body: { message: 'OK', data: { lab } } },
    'GET /api/medical-test-labs/branches/get': { body: { message: 'OK', data: { branches: [susanRoad] } } },
    'GET /api/medical-test-labs/categories': {
      body: {
        message: 'OK',
        data: {
          categories: categories.map(([name, test, sample], i) => ({
            id: 10 + i,
            name,
            tests: [{ id: 1000 + i, name: test, price: 900, report_time_hours: 6, sample_type: sample }],
          })),
        },
      },
    },
  });
  setPageLanguage('ur');
  return render(
    <LanguageContext value="ur">
      <LabPage idParam="1" />
    </LanguageContext>,
  );
}

beforeAll(async () => {
  await loadLanguage('ur');
  await loadRestOfLanguage('ur');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPageLanguage('en');
});

describe('the lab page in Urdu', () => {
  it('when it shows the tests, then every seeded category and sample type is named in Urdu, and test names are isolated', async () => {
    renderUrduLab();
    await screen.findByRole('heading', { level: 3, name: 'ہیماٹولوجی (خون کے ٹیسٹ)' }, { timeout: 5_000 });
    for (const [english, test, sample, urduCategory, urduSample] of categories) {
      expect(screen.getAllByRole('heading', { level: 3, name: urduCategory }).length, english).toBeGreaterThan(0);
      const box = screen.getByRole('checkbox', { name: test });
      const row = box.closest('[data-tap-row]')!;
      const description = row.querySelector('.mantine-Checkbox-description')?.textContent ?? '';
      expect(description, sample).toContain(urduSample);
      expect(description, sample).not.toContain(sample);
      // "Complete Blood Count (CBC)" is a run of its own: its closing bracket stays at its end.
      const name = [...row.querySelectorAll('bdi')].find((el) => el.textContent === test);
      expect(name?.getAttribute('dir'), test).toBe('auto');
    }
    const main = document.body.textContent ?? '';
    for (const [english] of categories) expect(main).not.toContain(english);
  });

  it('when it shows the branch, then "45-A Susan Road" and its phone number sit in left-to-right isolates, and the city is Urdu', async () => {
    renderUrduLab();
    const address = await screen.findByText('45-A Susan Road', {}, { timeout: 5_000 });
    expect(address.tagName).toBe('BDI');
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.parentElement?.textContent).toContain('فیصل آباد');
    const phone = screen.getAllByText('0418721234').find((el) => el.tagName === 'BDI');
    expect(phone?.getAttribute('dir')).toBe('ltr');
    // The lab's header: its name isolated, its city in Urdu, its accreditation kept in order.
    const name = screen.getByRole('heading', { level: 1, name: 'Chughtai Diagnostics' });
    expect(name.querySelector('bdi')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByText(/لاہور/).textContent).toContain('\u2068ISO 15189\u2069');
  });
});
