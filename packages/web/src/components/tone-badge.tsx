import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { toneTextColor } from './tone-colors';

type Props = Omit<BadgeProps, 'color' | 'c' | 'tt'> & {
  color: string;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * A status Badge in a tone colour, in sentence case, its text dark enough on the tint to read
 * (toneTextColor: teal and yellow reach WCAG AA only with a darker text).
 */
export function ToneBadge({ color, ...props }: Props) {
  return <Badge color={color} c={toneTextColor(color)} tt="none" {...props} />;
}
