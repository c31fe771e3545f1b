import { lazy, Suspense, useState } from 'react';
import { DropdownMenu, type DropdownItem } from '@/components/dropdown-menu';
import { ChevronDownIcon } from '@/components/icons';
import { labPath, paths } from '@/config/paths';
import { withQueryClient } from '@/lib/query/query-boundary';
import { LabLogo } from './lab-logo';
import classes from './nav.module.css';
import { useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';
import type { LabsState } from '../api/labs';

const LabsFeed = lazy(withQueryClient(() => import('./labs-feed')));

/** Labs are fetched the first time the menu opens, not on every page load. */
export function LabsMenu() {
  const t = useT(headerCatalogue);
  const [wanted, setWanted] = useState(false);
  const [labs, setLabs] = useState<LabsState>({ status: 'loading' });

  let items: DropdownItem[];
  if (labs.status === 'error') {
    items = [{ key: 'error', label: t('labs.failed'), onSelect: labs.retry }];
  } else if (labs.status === 'loading') {
    items = [{ key: 'loading', label: t('labs.loading'), status: true }];
  } else if (labs.labs.length === 0) {
    items = [{ key: 'empty', label: t('labs.none'), status: true }];
  } else {
    items = labs.labs.map((lab) => ({
      key: String(lab.id),
      label: lab.lab_name,
      to: labPath(lab.id),
      icon: <LabLogo labId={lab.id} />,
    }));
  }
  // Whatever the list's state, the menu leads to the page listing every lab.
  items = [...items, { key: 'all', label: t('labs.all'), to: paths.labs }];

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <LabsFeed onChange={setLabs} />
        </Suspense>
      )}
      <DropdownMenu
        label={
          <>
            {t('labs')} <ChevronDownIcon size={16} />
          </>
        }
        buttonClassName={classes.link}
        items={items}
        width={290}
        onOpen={() => setWanted(true)}
        data-testid="labs-menu"
      />
    </>
  );
}
