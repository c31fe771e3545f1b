import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { LabsListPage } from './labs-list-page';

const labs = [
  {
    id: 1,
    lab_name: 'Chughtai Diagnostics',
    city: 'Lahore',
    branch_count: 4,
    home_sampling: true,
    test_count: 42,
    price_from: 250,
    fastest_report_hours: 4,
  },
  { id: 2, lab_name: 'Excel Labs', city: 'Islamabad', branch_count: 1, home_sampling: false, has_logo: false },
];

afterEach(() => vi.unstubAllGlobals());

describe('LabsListPage', () => {
  it('when the labs load, then each shows its city, branches, tests, lowest price and fastest report, linking to its page', async () => {
    stubApi({
      'GET /api/medical-test-labs/get': { body: { message: 'OK', data: { data: { medical_test_labs_all: labs } } } },
    });
    render(<LabsListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical test labs' })).toBeTruthy();
    const chughtai = await screen.findByRole('article', { name: 'Chughtai Diagnostics' });
    for (const text of [
      'Lahore',
      '4 branches',
      'Home sampling available',
      '42 tests',
      'Tests from Rs. 250',
      'Fastest report: 4 hours',
    ])
      expect(within(chughtai).getByText(text)).toBeTruthy();
    expect(
      within(chughtai).getByRole('link', { name: 'View tests and book at Chughtai Diagnostics' }).getAttribute('href'),
    ).toBe('/labs/1');

    const excel = screen.getByRole('article', { name: 'Excel Labs' });
    expect(within(excel).getByText('1 branch')).toBeTruthy();
    expect(within(excel).queryByText(/Tests from|Fastest report|Home sampling/)).toBeNull();
    // A lab with a logo asks for it; one without shows the flask tile and asks for nothing.
    expect(chughtai.querySelector('img')?.getAttribute('src')).toBe('/api/medical-test-labs/logo/get?lab_id=1');
    expect(excel.querySelector('img')).toBeNull();
    expect(within(excel).getByTestId('lab-logo-tile')).toBeTruthy();
  });

  it('when the labs cannot be read, then the catalogue text (never the server message) and Try again show', async () => {
    stubApi({
      'GET /api/medical-test-labs/get': {
        status: 500,
        body: { message: 'Database unavailable', code: 'internal_error' },
      },
    });
    render(<LabsListPage />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when no lab is listed, then it says so', async () => {
    stubApi({
      'GET /api/medical-test-labs/get': { body: { message: 'OK', data: { data: { medical_test_labs_all: [] } } } },
    });
    render(<LabsListPage />);
    expect(await screen.findByText('No labs are listed yet.')).toBeTruthy();
  });
});
