import { CheckIcon } from '@/components/icons';
import classes from './section.module.css';

import type { FeatureItem } from '@/content/products';

/** Cards of product features (title and a sentence each). */
export function FeatureGrid({ items }: { items: FeatureItem[] }) {
  return (
    <ul className={classes.grid}>
      {items.map((item) => (
        <li key={item.id} className={classes.card}>
          <CheckIcon width={24} height={24} color="var(--mantine-color-brand-7)" />
          <h3 className={classes.cardTitle}>{item.title}</h3>
          <p className={classes.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
