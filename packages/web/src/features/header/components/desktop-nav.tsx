import { Box, Menu } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons';
import { blogLink, mainLinks, productLinks } from '@/content/navigation';
import { LabsMenu } from './labs-menu';
import classes from './nav.module.css';

type Props = { showBlogs: boolean; className?: string };

export function DesktopNav({ showBlogs, className }: Props) {
  return (
    <Box component="nav" aria-label="Main" visibleFrom="xs" className={className}>
      <ul className={classes.list}>
        {mainLinks.map((link) => (
          <li key={link.id}>
            <NavLink to={link.url} end className={classes.link}>
              {link.title}
            </NavLink>
          </li>
        ))}
        <li>
          <Menu trigger="click-hover" position="bottom-start" shadow="md" width={240} withinPortal>
            <Menu.Target>
              <button type="button" className={classes.link}>
                Products/Services <ChevronDownIcon size={16} />
              </button>
            </Menu.Target>
            <Menu.Dropdown>
              {productLinks.map((link) => (
                <Menu.Item key={link.id} component={Link} to={link.url}>
                  {link.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </li>
        <li>
          <LabsMenu />
        </li>
        {showBlogs && (
          <li>
            <NavLink to={blogLink.url} className={classes.link}>
              {blogLink.title}
            </NavLink>
          </li>
        )}
      </ul>
    </Box>
  );
}
