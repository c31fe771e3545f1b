import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@/test/render';
import { ImageWithFallback } from './image-with-fallback';

describe('ImageWithFallback', () => {
  it('when the image loads, then it keeps the given size and alt text', () => {
    render(
      <ImageWithFallback src="/logo.png" alt="Chughtai Lab logo" width={64} height={64} fallback={<span>CL</span>} />,
    );
    const img = screen.getByRole('img', { name: 'Chughtai Lab logo' });
    expect(img.getAttribute('width')).toBe('64');
    expect(img.getAttribute('height')).toBe('64');
  });

  it('when the image fails to load, then the fallback is shown instead', () => {
    render(<ImageWithFallback src="/missing.png" alt="Lab logo" width={64} height={64} fallback={<span>CL</span>} />);
    fireEvent.error(screen.getByRole('img', { name: 'Lab logo' }));
    expect(screen.queryByRole('img', { name: 'Lab logo' })).toBeNull();
    expect(screen.getByText('CL')).toBeTruthy();
  });
});
