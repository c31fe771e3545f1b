import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons';
import classes from './section.module.css';

import type { FeatureItem } from '@/content/products';

type Props = {
  items: readonly FeatureItem[];
  /** Shown at the top of every card; a tick unless the section says otherwise. */
  icon?: ReactNode;
};

/** Cards of product features (title and a sentence each). */
export function FeatureGrid({
  items,
  icon = <CheckIcon width={24} height={24} color="var(--mantine-color-brand-7)" />,
}: Props) {
  return (
    <ul className={classes.grid}>
      {items.map((item) => (
        <li key={item.id} className={classes.card}>
          {icon}
          <h3 className={classes.cardTitle}>{item.title}</h3>
          <p className={classes.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
