import { Box } from '@mantine/core';
import { DropdownMenu } from '@/components/dropdown-menu';
import { ChevronDownIcon } from '@/components/icons';
import { LinkItems } from '@/components/link-items';
import { blogLink, mainLinks, productLinks } from '@/content/navigation';
import { LabsMenu } from './labs-menu';
import classes from './nav.module.css';

type Props = { showBlogs: boolean; className?: string };

const productItems = productLinks.map((link) => ({ key: link.id, label: link.title, to: link.url }));

export function DesktopNav({ showBlogs, className }: Props) {
  return (
    <Box component="nav" aria-label="Main" visibleFrom="xs" className={className}>
      <ul className={classes.list}>
        <LinkItems links={mainLinks} linkClassName={classes.link} current="exact" />
        <li>
          <DropdownMenu
            label={
              <>
                Products/Services <ChevronDownIcon size={16} />
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
