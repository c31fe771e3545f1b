import { Text, VisuallyHidden } from '@mantine/core';

type Props = { rating: number; reviewCount: number; size?: 'sm' | 'md' };

/** '★ 4.7 (128 reviews)', read as 'Rated 4.7 out of 5 (128 reviews)'; no stars before the first review. */
export function RatingText({ rating, reviewCount, size = 'sm' }: Props) {
  if (reviewCount === 0) {
    return (
      <Text size={size} c="dimmed">
        No reviews yet
      </Text>
    );
  }
  return (
    <Text size={size}>
      <span aria-hidden="true" style={{ color: 'var(--mantine-color-yellow-8)' }}>
        ★{' '}
      </span>
      <VisuallyHidden>Rated </VisuallyHidden>
      <strong>{rating.toFixed(1)}</strong>
      <VisuallyHidden> out of 5</VisuallyHidden> ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
    </Text>
  );
}
