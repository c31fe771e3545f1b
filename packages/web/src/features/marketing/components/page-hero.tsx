import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

type Props = { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode };

/** The top band of an inner page with its one h1. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <div className={classes.inner}>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 id="page-title" className={classes.title}>
          {title}
        </h1>
        {lead && <p className={classes.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
