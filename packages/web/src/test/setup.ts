import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissEndedSession } from '@/lib/session-end';
import { WAIT_MS } from './wait';

// findBy and waitFor end as soon as what they wait for is there; their default limit (1 s) is too
// short for a lazy route or a language chunk on a loaded machine.
configure({ asyncUtilTimeout: WAIT_MS });

// Mantine reads these browser APIs; happy-dom lacks or only partly implements them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A test whose session ended (a 401) must not leave the notice to the next one in this worker.
  dismissEndedSession();
});
