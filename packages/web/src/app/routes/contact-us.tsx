import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import * as companyContent from '@/content/company';
import { ContactForm } from '@/features/contact/components/contact-form';
import { PageHero } from '@/features/marketing/components/page-hero';
import classes from '@/features/marketing/components/contact-page.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';
import { rich, visuallyHidden } from '@/lib/i18n/translations';

export default function ContactUsRoute() {
  const { company, whatsappDemoUrl } = useContent(companyContent, 'company');
  const t = useT(pagesCatalogue);
  return (
    <>
      <PageHero eyebrow={t('contact.crumb')} title={t('contact.title')} lead={t('contact.intro')} />
      <div className={classes.layout}>
        <aside className={classes.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={classes.heading}>
            {t('contact.direct')}
          </h2>
          <ul className={classes.list}>
            <li>
              <PhoneIcon size={20} />
              <div>
                <a href={company.supportPhoneHref} className="tap-inline">
                  {company.supportPhone}
                </a>
                <span>{company.supportPhoneLabel}</span>
              </div>
            </li>
            <li>
              <MailIcon size={20} />
              <div>
                <a href={`mailto:${company.supportEmail}`} className="tap-inline">
                  {company.supportEmail}
                </a>
                <span>{t('contact.replyTime')}</span>
              </div>
            </li>
            <li>
              <MapPinIcon size={20} />
              <div>
                <address>{company.address}</address>
                <span>{t('contact.hours')}</span>
              </div>
            </li>
          </ul>
          <p className={classes.demo}>
            {rich(t('contact.demo'), {
              link: (text) => (
                <a href={whatsappDemoUrl} target="_blank" rel="noopener noreferrer">
                  {rich(text, { hidden: visuallyHidden })}
                </a>
              ),
            })}
          </p>
        </aside>
        <section className={classes.form} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={classes.heading}>
            {t('contact.message')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
