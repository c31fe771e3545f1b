import { claims } from '@/content/services';
import classes from './claims.module.css';

/** The marketing numbers. */
export function Claims() {
  return (
    <section className={classes.band} aria-label="SehatLink in numbers">
      <ul className={classes.list}>
        {claims.map((claim) => (
          <li key={claim.id} className={classes.item}>
            <span className={classes.value}>{claim.value}</span>
            <span className={classes.label}>{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
