import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

type Action = { label: string; to: string };

/** A product page's two hero buttons: the main action and an outlined second one (usually sign in). */
export function HeroActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className={classes.actions}>
      <Button component={Link} to={primary.to} size="md">
        {primary.label}
      </Button>
      <Button component={Link} to={secondary.to} size="md" variant="outline">
        {secondary.label}
      </Button>
    </div>
  );
}
