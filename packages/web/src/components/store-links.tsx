import { Button } from '@mantine/core';
import { appStoreLinks } from '@/content/company';
import * as companyContent from '@/content/company';
import { StoreBadge } from './store-badges';
import classes from './store-links.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';

type Props = {
  app: keyof typeof appStoreLinks;
  /** 'badges': the stores' own badges (the dark footer); 'buttons': Mantine buttons (page content). */
  look?: 'buttons' | 'badges';
};

/** Google Play and App Store links for one of the SehatLink apps (opened in a new tab). */
export function StoreLinks({ app, look = 'buttons' }: Props) {
  const { appStoreLinks } = useContent(companyContent, 'company');
  const t = useT(commonCatalogue);
  const stores = [
    { key: 'playStore', label: t('store.googlePlay') },
    { key: 'appStore', label: t('store.appStore') },
  ] as const;
  const { name, ...links } = appStoreLinks[app];
  if (look === 'badges') {
    return (
      <div className={classes.badges}>
        {stores.map(({ key, label }) => (
          <a
            key={key}
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('store.app', { label, name })}
          >
            <StoreBadge store={key} />
          </a>
        ))}
      </div>
    );
  }
  return (
    <div className={classes.buttons}>
      {stores.map(({ key, label }) => (
        <Button
          key={key}
          component="a"
          href={links[key]}
          target="_blank"
          rel="noopener noreferrer"
          color="dark"
          aria-label={t('store.appNewTab', { label, name })}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
