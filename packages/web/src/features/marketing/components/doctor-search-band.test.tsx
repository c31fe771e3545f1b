import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ReplayEarlyInput } from '@/app/early-input';
import { theme } from '@/app/theme';
import { createTestQueryClient, render, screen, waitFor } from '@/test/render';
import { DoctorSearchBand } from './doctor-search-band';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const homeRoutes = (
  <Routes>
    <Route path="/" element={<DoctorSearchBand />} />
    <Route path="/doctors/search" element={<Where />} />
  </Routes>
);

const renderHome = () => render(homeRoutes);

/** The page as the server sends it, then the same tree hydrated over it, as the browser does. */
const pageTree = () => (
  <QueryClientProvider client={createTestQueryClient()}>
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>{homeRoutes}</MemoryRouter>
    </MantineProvider>
  </QueryClientProvider>
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

  it('when a patient types and picks online before the page’s script has run, then hydration and the renders after it keep both and Search uses them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageTree());
    document.body.append(container);
    // A slow phone: the server's HTML is on screen and the patient has typed into it already.
    const box = container.querySelector<HTMLInputElement>('#find-doctor-q')!;
    box.value = 'dil';
    container.querySelector<HTMLInputElement>('input[name="is_online"][value="true"]')!.checked = true;
    // As main.tsx hydrates: the page, then what the visitor did before its script ran, replayed.
    await act(async () => {
      hydrateRoot(
        container,
        <>
          {pageTree()}
          <ReplayEarlyInput container={container} />
        </>,
      );
    });
    // A render after hydration (the full city list joins) must not empty the box.
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(20));
    expect(screen.getByLabelText<HTMLInputElement>('Speciality or doctor name').value).toBe('dil');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search doctors' }));
    expect(screen.getByTestId('where').textContent).toBe('/doctors/search?is_online=true&q=dil');
    container.remove();
  });
});
