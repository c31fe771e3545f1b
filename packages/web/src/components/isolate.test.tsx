import { describe, expect, it } from 'vitest';
import { render } from '@/test/fast-render';
import { Isolate } from './isolate';

describe('Isolate', () => {
  it('when a phone number sits in an Urdu sentence, then it is its own left-to-right isolate', () => {
    const { container } = render(
      <p dir="rtl">
        سپورٹ: <Isolate>0311-1222398</Isolate>۔
      </p>,
    );
    const run = container.querySelector('bdi')!;
    expect(run.getAttribute('dir')).toBe('ltr');
    expect(run.textContent).toBe('0311-1222398');
    // The Urdu full stop stays outside the isolate, after the number in reading order.
    expect(container.querySelector('p')!.textContent).toBe('سپورٹ: 0311-1222398۔');
  });

  it('when the text is a person’s own words, then its direction comes from its first letter', () => {
    const { container } = render(<Isolate dir="auto">Sees patients every night, every day.</Isolate>);
    expect(container.querySelector('bdi')!.getAttribute('dir')).toBe('auto');
  });
});
