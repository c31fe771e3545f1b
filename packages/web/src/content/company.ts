// Company facts shown in the header, footer, contact page and modals. Each fact lives here once.

export const company = {
  name: 'SehatLink',
  tagline: 'Digital healthcare for Pakistan',
  supportPhone: '0311-1222398',
  supportPhoneHref: 'tel:+923111222398',
  supportPhoneLabel: '24/7 Customer Support',
  supportEmail: 'support@sehatlink.pk',
  address: 'Office 14, 3rd Floor, Siddiq Trade Centre, Gulberg III, Lahore, Pakistan',
  foundedYear: 2022,
  whatsappNumber: '923111222398',
  demoMessage: 'Hello SehatLink, I would like to request a demo of your healthcare management software.',
} as const;

export const whatsappDemoUrl = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.demoMessage)}`;

export const socialLinks = [
  { label: 'SehatLink on Facebook', network: 'facebook', href: 'https://www.facebook.com/sehatlinkpk' },
  { label: 'SehatLink on Instagram', network: 'instagram', href: 'https://www.instagram.com/sehatlinkpk' },
  { label: 'SehatLink on LinkedIn', network: 'linkedin', href: 'https://www.linkedin.com/company/sehatlinkpk' },
  { label: 'SehatLink on YouTube', network: 'youtube', href: 'https://www.youtube.com/@sehatlinkpk' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];

export const appStoreLinks = {
  doctors: {
    name: 'SehatLink doctor',
    playStore: 'https://play.google.com/store/apps/details?id=pk.sehatlink.doctor',
    appStore: 'https://apps.apple.com/pk/app/sehatlink-for-doctors/id1600000001',
  },
  patients: {
    name: 'SehatLink patient',
    playStore: 'https://play.google.com/store/apps/details?id=pk.sehatlink.patient',
    appStore: 'https://apps.apple.com/pk/app/sehatlink/id1600000002',
  },
} as const;
