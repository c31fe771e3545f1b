import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { CartBar } from './cart-bar';

const cbc = { id: 1001, name: 'CBC', price: 950, discount_price: 800, report_time_hours: 6, sample_type: 'Blood' };
const hba1c = { id: 1002, name: 'HbA1c', price: 1400, report_time_hours: 24, sample_type: 'Blood' };

// The bar is for phones (hidden from md up): the tests look at a 375 px window.
type HappyWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 812 });
beforeAll(() => viewport(375));
afterAll(() => viewport(1024));

describe('CartBar', () => {
  it('when no test is chosen, then there is no bar', () => {
    render(<CartBar tests={[]} onRemove={() => {}} onContinue={() => {}} />);
    expect(screen.queryByTestId('cart-bar')).toBeNull();
  });

  it('when tests are chosen, then the count and total show; it opens into the list, and remove and Continue work', async () => {
    const onRemove = vi.fn();
    const onContinue = vi.fn();
    const { user } = render(<CartBar tests={[cbc, hba1c]} onRemove={onRemove} onContinue={onContinue} />);
    const toggle = screen.getByRole('button', { name: '2 tests · Total Rs. 2,200' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Remove CBC' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove CBC' }));
    expect(onRemove).toHaveBeenCalledWith(cbc);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('when one test is chosen, then it says 1 test', () => {
    render(<CartBar tests={[hba1c]} onRemove={() => {}} onContinue={() => {}} />);
    expect(screen.getByRole('button', { name: '1 test · Total Rs. 1,400' })).toBeTruthy();
  });
});
