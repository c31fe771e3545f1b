import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { id?: string; children: ReactNode; actionLabel: string; onAction: () => void };

/** A step's one-line statement ("We sent a code to …", "… manages 3 branches") and the link to change it. */
export function HintWithAction({ id, children, actionLabel, onAction }: Props) {
  return (
    <Text id={id} size="sm">
      <span>{children}</span>{' '}
      <Anchor component="button" type="button" size="sm" onClick={onAction}>
        {actionLabel}
      </Anchor>
    </Text>
  );
}
