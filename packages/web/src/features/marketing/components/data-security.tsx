import { ShieldIcon } from '@/components/icons';
import { dataSecurity } from '@/content/services';
import { Section } from './section';
import classes from './section.module.css';

export function DataSecurity() {
  return (
    <Section id="data-security" title={dataSecurity.title} intro={dataSecurity.text}>
      <ul className={classes.grid}>
        {dataSecurity.points.map((point) => (
          <li key={point.id} className={classes.card}>
            <ShieldIcon width={28} height={28} color="var(--mantine-color-brand-7)" />
            <h3 className={classes.cardTitle}>{point.title}</h3>
            <p className={classes.cardText}>{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
