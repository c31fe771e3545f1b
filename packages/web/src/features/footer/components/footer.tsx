import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { LinkItems } from '@/components/link-items';
import { Logo } from '@/components/logo';
import { COPYRIGHT_YEAR } from '@/config/constants';
import { StoreLinks } from '@/components/store-links';
import * as companyContent from '@/content/company';
import * as navigationContent from '@/content/navigation';
import type { NavLink } from '@/content/navigation';
import { SocialIcon } from './social-icon';
import classes from './footer.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { footerCatalogue } from '../i18n/en';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const t = useT(footerCatalogue);
  return (
    <nav aria-label={t('links', { title })} className={classes.column}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        <LinkItems links={links} linkClassName={classes.link} />
      </ul>
    </nav>
  );
}

export function Footer() {
  const { companyLinks, policyLinks, productLinks, signInLinks } = useContent(navigationContent, 'navigation');
  const { company, socialLinks } = useContent(companyContent, 'company');
  const t = useT(footerCatalogue);
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo inverted />
          <p className={classes.about}>{t('tagline')}</p>
          <p className={classes.address}>
            <MapPinIcon size={18} />
            <span>{company.address}</span>
          </p>
          <div className={classes.apps}>
            <div>
              <h2 className={classes.heading}>{t('forDoctors')}</h2>
              <StoreLinks app="doctors" look="badges" />
            </div>
            <div>
              <h2 className={classes.heading}>{t('forPatients')}</h2>
              <StoreLinks app="patients" look="badges" />
            </div>
          </div>
        </div>

        <LinkColumn title={t('company')} links={companyLinks} />
        <LinkColumn title={t('services')} links={productLinks} />
        <LinkColumn title={t('signIn')} links={signInLinks} />

        <div className={classes.column}>
          <h2 className={classes.heading}>{t('contactUs')}</h2>
          <ul className={classes.list}>
            <li>
              <a href={company.supportPhoneHref} className={classes.link}>
                <PhoneIcon size={16} /> {company.supportPhone}
              </a>
              <span className={classes.note}>{company.supportPhoneLabel}</span>
            </li>
            <li>
              <a href={`mailto:${company.supportEmail}`} className={classes.link}>
                <MailIcon size={16} /> {company.supportEmail}
              </a>
            </li>
          </ul>
          <ul className={classes.social}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  className={classes.socialLink}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={classes.bottom}>
        <nav aria-label={t('policies')}>
          <ul className={classes.policies}>
            <LinkItems links={policyLinks} linkClassName={classes.link} />
          </ul>
        </nav>
        <p className={classes.copyright}>{t('copyright', { year: COPYRIGHT_YEAR, name: company.name })}</p>
      </div>
    </footer>
  );
}
