import type { components } from '@ehp/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Json } from '@/test/api-stand-in';
import { render, screen } from '@/test/render';
import { PharmacyPackages } from './pharmacy-packages';

const PACKAGES = 'GET /api/pharmacy_subscription_package/get_pharmacy_subscription_package';
const pkg = (package_name: string, facility_type: 0 | 1 | 2): Json<components['schemas']['PricingCard']> => ({
  package_name,
  title: `${package_name} plan`,
  facility_type,
  package_amount: 2000,
  package_discount: 500,
  package_duration: 'monthly',
  is_btn: true,
  all_sub: [{ id: 1, description: 'Inventory management' }],
});

describe('PharmacyPackages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the packages are loading then says so', () => {
    stubApi({ [PACKAGES]: () => new Promise(() => {}) });
    render(<PharmacyPackages />);
    expect(screen.getByRole('status').textContent).toContain('Loading packages');
  });

  it('when the packages arrive then pharmacy packages come first with prices and Subscribe links', async () => {
    stubApi({ [PACKAGES]: { body: { message: 'OK', data: { packages: [pkg('Clinic', 0), pkg('Pharmacy', 2)] } } } });
    render(<PharmacyPackages />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Pharmacy', 'Clinic']);
    expect(screen.getAllByText('Rs. 2,000')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Subscribe to Pharmacy' }).getAttribute('href')).toBe('/pms/signup');
    expect(screen.getByRole('link', { name: 'Subscribe to Clinic' }).getAttribute('href')).toBe('/default/signup');
  });

  it('when the request fails then shows the error message and a retry', async () => {
    stubApi({ [PACKAGES]: { status: 503, body: { message: 'Service unavailable', code: 'unavailable' } } });
    render(<PharmacyPackages />);
    expect(await screen.findByText('The service is busy for a moment. Please try again shortly.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
