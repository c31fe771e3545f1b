import { Text, VisuallyHidden } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { rich } from '@/lib/i18n/translations';

type Props = { rating: number; reviewCount: number; size?: 'sm' | 'md' };

/** '★ 4.7 (128 reviews)', read as 'Rated 4.7 out of 5 (128 reviews)'; no stars before the first review. */
export function RatingText({ rating, reviewCount, size = 'sm' }: Props) {
  const t = useT(doctorsCatalogue);
  if (reviewCount === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('reviews.none')}
      </Text>
    );
  }
  return (
    <Text size={size}>
      <span aria-hidden="true" style={{ color: 'var(--mantine-color-yellow-8)' }}>
        ★{' '}
      </span>
      {rich(t('rating.reviews', { rating: rating.toFixed(1), count: reviewCount, s: reviewCount === 1 ? '' : 's' }), {
        hidden: (text) => <VisuallyHidden>{text}</VisuallyHidden>,
        b: (text) => <strong>{text}</strong>,
      })}
    </Text>
  );
}
