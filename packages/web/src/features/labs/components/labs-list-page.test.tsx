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
  { id: 2, lab_name: 'Excel Labs', city: 'Islamabad', branch_count: 1, home_sampling: false },
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
  });

  it('when the labs cannot be read, then the reason and Try again show', async () => {
    stubApi({ 'GET /api/medical-test-labs/get': { status: 500, body: { message: 'Database unavailable' } } });
    render(<LabsListPage />);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
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
