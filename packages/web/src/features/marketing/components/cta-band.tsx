import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import * as companyContent from '@/content/company';
import classes from './cta-band.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { rich, visuallyHidden } from '@/lib/i18n/translations';
import { marketingCatalogue } from '../i18n/en';

type Props = { title: string; text: string; primary: { label: string; to: string } };

/** Closing call to action: a page-specific primary action plus a WhatsApp demo request. */
export function CtaBand({ title, text, primary }: Props) {
  const { whatsappDemoUrl } = useContent(companyContent, 'company');
  const t = useT(marketingCatalogue);
  return (
    <section className={classes.band} aria-labelledby="cta-title">
      <div className={classes.inner}>
        <div>
          <h2 id="cta-title" className={classes.title}>
            {title}
          </h2>
          <p className={classes.text}>{text}</p>
        </div>
        <div className={classes.actions}>
          <Button component={Link} to={primary.to} size="md" variant="white">
            {primary.label}
          </Button>
          <Button
            component="a"
            href={whatsappDemoUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            variant="outline"
            color="white"
            className={classes.outline}
          >
            {rich(t('demo.whatsapp'), { hidden: visuallyHidden })}
          </Button>
        </div>
      </div>
    </section>
  );
}
