import { Button, UnstyledButton } from '@mantine/core';
import { PhoneIcon, WhatsAppIcon } from '@/components/icons';
import * as companyContent from '@/content/company';
import classes from './contact-actions.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

type Props = { onCallUs: () => void; stacked?: boolean };

/** Call Us (opens the helpline callback modal) and Request a demo (WhatsApp chat in a new tab). */
export function ContactActions({ onCallUs, stacked = false }: Props) {
  const { company, whatsappDemoUrl } = useContent(companyContent, 'company');
  const t = useT(headerCatalogue);
  return (
    <div className={classes.root} data-stacked={stacked || undefined}>
      <UnstyledButton
        className={classes.call}
        onClick={onCallUs}
        aria-haspopup="dialog"
        aria-label={t('callUsRequestACall', { supportPhone: company.supportPhone })}
      >
        <span className={classes.callIcon}>
          <PhoneIcon size={18} />
        </span>
        <span className={classes.callText}>
          <span className={classes.callLabel}>{t('callUs')}</span>{' '}
          <span className={classes.callNumber}>{company.supportPhone}</span>
        </span>
      </UnstyledButton>
      <Button
        component="a"
        href={whatsappDemoUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        leftSection={<WhatsAppIcon size={18} />}
        aria-label={t('requestADemoOpensWhatsapp')}
      >
        {t('requestADemo')}
      </Button>
    </div>
  );
}
