import { describe, expect, it } from 'vitest';
import { recordNavigation } from './navigation-memory';

describe('recordNavigation', () => {
  it('when the first page loads then only currentPath is stored', () => {
    recordNavigation(window.sessionStorage, '/');
    expect(sessionStorage.getItem('currentPath')).toBe('/');
    expect(sessionStorage.getItem('prevPath')).toBeNull();
  });

  it('when the user navigates then the old current path becomes prevPath', () => {
    recordNavigation(window.sessionStorage, '/');
    recordNavigation(window.sessionStorage, '/doctors/search?is_online=true');
    recordNavigation(window.sessionStorage, '/patient/login');
    expect(sessionStorage.getItem('prevPath')).toBe('/doctors/search?is_online=true');
    expect(sessionStorage.getItem('currentPath')).toBe('/patient/login');
  });

  it('when the same path is recorded twice then prevPath is kept', () => {
    recordNavigation(window.sessionStorage, '/about');
    recordNavigation(window.sessionStorage, '/contactus');
    recordNavigation(window.sessionStorage, '/contactus');
    expect(sessionStorage.getItem('prevPath')).toBe('/about');
  });
});
