import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DropdownMenu, type DropdownItem } from '@/components/dropdown-menu';
import { ChevronDownIcon } from '@/components/icons';
import { labPath } from '@/config/paths';
import { labsQueryOptions } from '@/lib/labs-query';
import { LabLogo } from './lab-logo';
import classes from './nav.module.css';
import { useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

/** Labs are fetched the first time the menu opens, not on every page load. */
export function LabsMenu() {
  const t = useT(headerCatalogue);
  const [wanted, setWanted] = useState(false);
  const labs = useQuery({ ...labsQueryOptions(), enabled: wanted });

  let items: DropdownItem[];
  if (labs.isError) {
    items = [{ key: 'error', label: t('couldnTLoadLabsTry'), onSelect: () => void labs.refetch() }];
  } else if (!labs.data) {
    items = [{ key: 'loading', label: t('loadingLabs'), status: true }];
  } else if (labs.data.length === 0) {
    items = [{ key: 'empty', label: t('noLabsListedYet'), status: true }];
  } else {
    items = labs.data.map((lab) => ({
      key: String(lab.id),
      label: lab.lab_name,
      to: labPath(lab.id),
      icon: <LabLogo labId={lab.id} />,
    }));
  }

  return (
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
  );
}
