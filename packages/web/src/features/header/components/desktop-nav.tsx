import { Box } from '@mantine/core';
import { DropdownMenu } from '@/components/dropdown-menu';
import { ChevronDownIcon } from '@/components/icons';
import { LinkItems } from '@/components/link-items';
import * as navigation from '@/content/navigation';
import { LabsMenu } from './labs-menu';
import classes from './nav.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

/** The pages that fold into the More / user menu when the row is short (lib/fold.ts, level 4). */
export const FOLDING_PAGES: readonly string[] = ['about', 'contact'];

type Props = { showBlogs: boolean; pagesInMenu?: boolean; className?: string };

export function DesktopNav({ showBlogs, pagesInMenu = false, className }: Props) {
  const t = useT(headerCatalogue);
  const { blogLink, mainLinks, productLinks } = useContent(navigation, 'navigation');
  const productItems = productLinks.map((link) => ({ key: link.id, label: link.title, to: link.url }));
  return (
    <Box component="nav" aria-label={t('main')} visibleFrom="xs" className={className}>
      <ul className={classes.list}>
        {/* Find a doctor takes Home's place: the logo is the way home, and a row that also held Home
            overflowed at 1024 px (issue 34). The phone drawer keeps both. */}
        <LinkItems
          links={mainLinks.filter((link) => link.id !== 'home' && !(pagesInMenu && FOLDING_PAGES.includes(link.id)))}
          linkClassName={classes.link}
          current="exact"
        />
        <li>
          <DropdownMenu
            label={
              <>
                {t('productsServices')} <ChevronDownIcon size={16} />
              </>
            }
            buttonClassName={classes.link}
            items={productItems}
            data-testid="products-menu"
          />
        </li>
        <li>
          <LabsMenu />
        </li>
        {showBlogs && <LinkItems links={[blogLink]} linkClassName={classes.link} current="prefix" />}
      </ul>
    </Box>
  );
}
