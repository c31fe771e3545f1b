import { Avatar, Button, Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, LogoutIcon } from '@/components/icons';
import { signInLinks } from '@/content/navigation';
import { truncateName } from '@/lib/rules/truncate-name';
import { isSignedIn, useSession, type SignedInSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
import { accountHome, avatarUrl, initialOf, roleMenus } from '../lib/account';
import classes from './account-menu.module.css';

/** Login dropdown when signed out; avatar plus a per-role menu when signed in. */
export function AccountMenu() {
  const session = useSession();
  return isSignedIn(session) ? <UserMenu session={session} /> : <LoginMenu />;
}

function LoginMenu() {
  return (
    <Menu trigger="click-hover" position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button rightSection={<ChevronDownIcon size={16} />}>Login</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sign in as</Menu.Label>
        {signInLinks.map((link) => (
          <Menu.Item key={link.id} component={Link} to={link.url}>
            {link.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserAvatar({ session, size = 40 }: { session: SignedInSession; size?: number }) {
  return (
    <Avatar src={avatarUrl(session)} alt={session.name} size={size} color="brand" radius="xl" imageProps={{ width: size, height: size }}>
      {initialOf(session.name)}
    </Avatar>
  );
}

function UserMenu({ session }: { session: SignedInSession }) {
  const signOut = useSignOut();
  return (
    <div className={classes.user}>
      <Link to={accountHome[session.role]} className={classes.avatarLink} aria-label={`${session.name}: go to my account`}>
        <UserAvatar session={session} />
      </Link>
      <Menu position="bottom-end" shadow="md" width={230} withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.name} title={session.name}>
            <span>{truncateName(session.name)}</span>
            <ChevronDownIcon size={16} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {roleMenus[session.role].map(({ id, title, url, icon: Icon }) => (
            <Menu.Item key={id} component={Link} to={url} leftSection={<Icon width={16} height={16} />}>
              {title}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red.8" leftSection={<LogoutIcon width={16} height={16} />} onClick={() => void signOut()}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
