import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { Hero } from './hero';

const signUpHref = () => screen.getByTestId('hero-signup').getAttribute('href');
const activeSlide = () => document.querySelector('[data-slide-id][data-active]')?.getAttribute('data-slide-id');

describe('Hero', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('when time passes then the slides rotate every 2300 ms and SIGN UP follows the slide', () => {
    render(<Hero onRequestDemo={vi.fn()} />);
    expect(activeSlide()).toBe('0');
    expect(signUpHref()).toBe('/products/clinicmanagement?packages=true');

    act(() => vi.advanceTimersByTime(2299));
    expect(activeSlide()).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe('1');
    expect(signUpHref()).toBe('/pms/signup');

    act(() => vi.advanceTimersByTime(2300));
    expect(activeSlide()).toBe('2');
    expect(signUpHref()).toBe('/hospital/signup');

    act(() => vi.advanceTimersByTime(2300));
    expect(activeSlide()).toBe('0');
  });

  it('when Request a demo is pressed then the demo is asked for the slide on show', async () => {
    const onRequestDemo = vi.fn();
    render(<Hero onRequestDemo={onRequestDemo} />);
    act(() => vi.advanceTimersByTime(2300));
    act(() => screen.getByRole('button', { name: 'Request a demo' }).click());
    expect(onRequestDemo).toHaveBeenCalledWith(1);
  });

  it('when the user prefers reduced motion then the slides stay still', () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    render(<Hero onRequestDemo={vi.fn()} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe('0');
  });

  it('when paused then the slides stay still, and a dot shows its slide', () => {
    render(<Hero onRequestDemo={vi.fn()} />);
    act(() => screen.getByRole('button', { name: /pause/i }).click());
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe('0');
    act(() => screen.getByRole('button', { name: 'Show Hospital Management' }).click());
    expect(activeSlide()).toBe('2');
    expect(signUpHref()).toBe('/hospital/signup');
  });

  it('when rendered then each slide image has alt text and fixed dimensions', () => {
    render(<Hero onRequestDemo={vi.fn()} />);
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const img of images) {
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(img.getAttribute('width')).toBe('480');
      expect(img.getAttribute('height')).toBe('360');
    }
  });
});
