import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, Drawer, useDirection } from '@mantine/core';
import { LinkItems } from '@/components/link-items';
import * as navigation from '@/content/navigation';
import { isSignedIn, useSession } from '@/lib/session';
import { offersDemo } from '../lib/fold';
import { CutName, UserAvatar } from './user-menu';
import { ContactActions } from './contact-actions';
import { LanguageSwitch } from './language-switch';
import { DrawerAccount, DrawerLabs, useCloseOnNavigate } from './mobile-drawer-parts';
import classes from './mobile-drawer.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { headerCatalogue } from '../i18n/en';

type Props = { opened: boolean; onClose: () => void; onCallUs: () => void; showBlogs: boolean };

/** The small-screen menu (425 px and below). Loaded the first time the burger is pressed. */
export default function MobileDrawer({ opened, onClose, onCallUs, showBlogs }: Props) {
  const t = useT(headerCatalogue);
  const { blogLink, mainLinks, productLinks } = useContent(navigation, 'navigation');
  // The drawer slides in from the side the reading starts on.
  const { dir } = useDirection();
  const session = useSession();
  useCloseOnNavigate(onClose);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('menu')}
      id="mobile-navigation"
      size="85%"
      position={dir === 'rtl' ? 'right' : 'left'}
      closeButtonProps={{ size: 'xl', 'aria-label': t('nav.close') }}
    >
      <nav aria-label={t('mobile')}>
        {isSignedIn(session) && (
          <div className={classes.user}>
            <UserAvatar session={session} size={44} />
            <span className={classes.userName}>
              <CutName name={session.name} />
            </span>
          </div>
        )}
        <ul className={classes.list}>
          <LinkItems links={mainLinks} linkClassName={classes.link} current="exact" />
          {showBlogs && <LinkItems links={[blogLink]} linkClassName={classes.link} current="prefix" />}
        </ul>

        <h2 className={classes.heading}>{t('productsServices')}</h2>
        <ul className={classes.list}>
          <LinkItems links={productLinks} linkClassName={classes.link} />
        </ul>

        <DrawerLabs enabled={opened} />

        <Divider my="md" />
        <DrawerAccount />
        <Divider my="md" />
        <ContactActions
          stacked
          demo={offersDemo(isSignedIn(session) ? session.role : null)}
          onCallUs={() => {
            onClose();
            onCallUs();
          }}
        />
      </nav>
      <LanguageSwitch className={classes.language} />
      <Button variant="subtle" fullWidth mt="md" onClick={onClose} className={classes.closeMenu}>
        {t('closeMenu')}
      </Button>
    </Drawer>
  );
}
