import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { ServiceTiles } from './service-tiles';

describe('ServiceTiles', () => {
  it('when rendered then every tile but Lab links to its page', () => {
    render(<ServiceTiles onLabClick={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Clinic' }).getAttribute('href')).toBe('/products/clinicmanagement');
    expect(screen.getByRole('link', { name: 'Pharmacy' }).getAttribute('href')).toBe('/products/pharmacymanagement');
    expect(screen.getByRole('link', { name: 'Hospital' }).getAttribute('href')).toBe('/products/hospitalmanagement');
    expect(screen.getByRole('link', { name: 'Online Consultation' }).getAttribute('href')).toBe('/products/doctor');
    expect(screen.queryByRole('link', { name: 'Lab' })).toBeNull();
  });

  it('when the Lab tile is pressed then it asks for the Lab In Progress modal', async () => {
    const onLabClick = vi.fn();
    const { user } = render(<ServiceTiles onLabClick={onLabClick} />);
    await user.click(screen.getByRole('button', { name: 'Lab' }));
    expect(onLabClick).toHaveBeenCalledOnce();
  });
});
