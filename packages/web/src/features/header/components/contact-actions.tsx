import { Button, UnstyledButton } from '@mantine/core';
import type { DropdownItem } from '@/components/dropdown-menu';
import { PhoneIcon, WhatsAppIcon } from '@/components/icons';
import * as companyContent from '@/content/company';
import classes from './contact-actions.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

type Props = { onCallUs: () => void; stacked?: boolean; call?: boolean; demo?: boolean };

/**
 * Call Us (opens the helpline callback modal) and Request a demo (WhatsApp chat in a new tab);
 * call and demo say which of the two stand here (the rest folded into a menu, or not offered).
 */
export function ContactActions({ onCallUs, stacked = false, call = true, demo = true }: Props) {
  const { company, whatsappDemoUrl } = useContent(companyContent, 'company');
  const t = useT(headerCatalogue);
  if (!call && !demo) return null;
  return (
    <div className={classes.root} data-stacked={stacked || undefined} data-testid="contact-actions">
      {call && (
        <UnstyledButton
          className={classes.call}
          onClick={onCallUs}
          aria-haspopup="dialog"
          aria-label={t('call.aria', { supportPhone: company.supportPhone })}
        >
          <span className={classes.callIcon}>
            <PhoneIcon size={18} />
          </span>
          <span className={classes.callText}>
            <span className={classes.callLabel}>{t('callUs')}</span>{' '}
            <span className={classes.callNumber}>{company.supportPhone}</span>
          </span>
        </UnstyledButton>
      )}
      {demo && (
        <Button
          component="a"
          href={whatsappDemoUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          leftSection={<WhatsAppIcon size={18} />}
          aria-label={t('demo.aria')}
          className={classes.demo}
        >
          {t('requestADemo')}
        </Button>
      )}
    </div>
  );
}

/** The folded Call Us and Request a demo, as items of the More or the user's menu. */
export function useContactItems(
  onCallUs: () => void,
  { call, demo }: { call: boolean; demo: boolean },
): DropdownItem[] {
  const { company, whatsappDemoUrl } = useContent(companyContent, 'company');
  const t = useT(headerCatalogue);
  const items: DropdownItem[] = [];
  if (call)
    items.push({
      key: 'call-us',
      label: (
        <>
          <span>{t('callUs')}</span> <span dir="ltr">{company.supportPhone}</span>
        </>
      ),
      icon: <PhoneIcon size={16} />,
      onSelect: onCallUs,
    });
  if (demo)
    items.push({
      key: 'request-demo',
      label: t('requestADemo'),
      href: whatsappDemoUrl,
      ariaLabel: t('demo.aria'),
      icon: <WhatsAppIcon size={16} />,
    });
  return items;
}
