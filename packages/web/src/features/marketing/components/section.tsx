import type { ReactNode } from 'react';
import classes from './section.module.css';

type Props = {
  id?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  headingLevel?: 2 | 3;
  children: ReactNode;
};

/** A page band with a heading, optional intro and content. */
export function Section({ id, title, intro, tone = 'plain', headingLevel = 2, children }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={classes.section} data-tone={tone} aria-labelledby={headingId}>
      <div className={classes.inner}>
        <Heading id={headingId} className={classes.title}>
          {title}
        </Heading>
        {intro && <p className={classes.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
