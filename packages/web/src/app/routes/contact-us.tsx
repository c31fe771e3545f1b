import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { company, whatsappDemoUrl } from '@/content/company';
import { ContactForm } from '@/features/contact/components/contact-form';
import { PageHero } from '@/features/marketing/components/page-hero';
import classes from '@/features/marketing/components/contact-page.module.css';

export default function ContactUsRoute() {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="We're here to help, day and night"
        lead="Questions about an appointment, a subscription or your account? Call our 24/7 Customer Support team or send a message and we will reply within one working day."
      />
      <div className={classes.layout}>
        <aside className={classes.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={classes.heading}>
            Reach us directly
          </h2>
          <ul className={classes.list}>
            <li>
              <PhoneIcon size={20} />
              <div>
                <a href={company.supportPhoneHref}>{company.supportPhone}</a>
                <span>{company.supportPhoneLabel}</span>
              </div>
            </li>
            <li>
              <MailIcon size={20} />
              <div>
                <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
                <span>Replies within one working day</span>
              </div>
            </li>
            <li>
              <MapPinIcon size={20} />
              <div>
                <address>{company.address}</address>
                <span>Monday to Saturday, 9 a.m. to 6 p.m.</span>
              </div>
            </li>
          </ul>
          <p className={classes.demo}>
            Want to see the software first?{' '}
            <a href={whatsappDemoUrl} target="_blank" rel="noopener noreferrer">
              Request a demo on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </aside>
        <section className={classes.form} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={classes.heading}>
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
