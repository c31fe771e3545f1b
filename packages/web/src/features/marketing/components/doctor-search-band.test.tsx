import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { render, screen } from '@/test/render';
import { DoctorSearchBand } from './doctor-search-band';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderHome = () =>
  render(
    <Routes>
      <Route path="/" element={<DoctorSearchBand />} />
      <Route path="/doctors/search" element={<Where />} />
    </Routes>,
  );

describe('DoctorSearchBand', () => {
  it('when a speciality or name, a city and online are chosen, then Search opens the finder with them', async () => {
    const { user } = renderHome();
    await user.type(screen.getByLabelText('Speciality or doctor name'), 'Dermatologist');
    await user.selectOptions(screen.getByLabelText('City'), 'Karachi');
    await user.click(screen.getByLabelText('Online (video)'));
    await user.click(screen.getByRole('button', { name: 'Search doctors' }));
    expect(screen.getByTestId('where').textContent).toBe('/doctors/search?is_online=true&city=Karachi&q=Dermatologist');
  });

  it('when a popular speciality is picked, then it links to the finder filtered by it; the form also works without script', () => {
    renderHome();
    const shortcuts = screen.getByRole('navigation', { name: 'Popular specialities' });
    expect(shortcuts.querySelectorAll('a')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'General Physician' }).getAttribute('href')).toBe(
      '/doctors/search?speciality=General+Physician',
    );
    expect(screen.getByRole('button', { name: 'Search doctors' }).closest('form')?.getAttribute('action')).toBe(
      '/doctors/search',
    );
  });
});
