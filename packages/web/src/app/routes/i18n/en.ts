import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of pages (the keys every language translates). */
export const pagesCatalogue = defineMessages('pages', {
  'about.title': 'Making healthcare work better for everyone in Pakistan',
  'about.story': 'Our story',
  'about.values': 'What we stand for',
  'about.visit': 'Visit us',
  'about.office':
    'Our team works from {address}. Call <phone>{phone}</phone> ({helpline}) or e-mail <email>{email}</email>.',
  'demo.title': 'See SehatLink in your own facility',
  'demo.intro': 'A product specialist will walk you through the system with your own doctors, stock and services.',
  'blogs.cta': 'Skin and hair care, from our dermatologists',
  'blogs.book': 'Book a dermatologist',
  'contact.title': "We're here to help, day and night",
  'contact.direct': 'Reach us directly',
  'contact.replyTime': 'Replies within one working day',
  'contact.hours': 'Monday to Saturday, 9 a.m. to 6 p.m.',
  'contact.demo':
    'Want to see the software first? <link>Request a demo on WhatsApp<hidden> (opens in a new tab)</hidden></link>',
  'contact.message': 'Send us a message',
  'faqs.title': 'Frequently asked questions',
  'faqs.help': 'Still need help?',
  'faqs.contact':
    'Call <phone>{phone}</phone> ({helpline}), e-mail <email>{email}</email> or use our <form>contact form</form>.',
  'notFound.title': "We couldn't find that page",
  'notFound.home': 'Go to the home page',
  'notFound.doctor': 'Find a doctor',
  'notFound.support': 'Contact support',
  'clinic.plans': 'Packages',
  'clinic.ctaTitle': 'Ready to go paperless?',
  'clinic.ctaText':
    'Most clinics are live on the day they sign up. Our team sets up your doctors, fees and schedules for you.',
  'hospital.ctaTitle': "Plan your hospital's move to digital",
  'hospital.ctaText':
    'Our implementation team maps your departments, wards and panels and trains every shift before go-live.',
  'online.steps': 'How it works',
  'online.why': 'Why patients choose SehatLink',
  'online.doctorTitle': 'Are you a doctor?',
  'online.doctorText':
    'Consult patients from anywhere in Pakistan. Set your own fees and hours; we handle payments and reminders.',
  'pharmacy.plans': 'Subscription packages',
  'pharmacy.ctaTitle': 'Bring your pharmacy online this week',
  'pharmacy.ctaText': 'We import your existing stock list and train your counter staff at no extra cost.',
  'about.crumb': 'About us',
  'contact.crumb': 'Contact us',
  'blogs.title': 'Blog · Beauty',
  'blogs.intro':
    'Practical, evidence-based advice for Pakistani skin and climate, written and reviewed by PMDC-registered doctors.',
  'contact.intro':
    'Questions about an appointment, a subscription or your account? Call our 24/7 Customer Support team or send a message and we will reply within one working day.',
  'faqs.crumb': 'Help centre',
  'faqs.intro':
    'Quick answers about appointments, online consultations, payments and our software for healthcare facilities.',
  'notFound.code': 'Error 404',
  'notFound.help': 'The link may be out of date or the address mistyped. These pages might help instead.',
  'product.seePlans': 'See packages',
  'clinic.login': 'Clinic login',
  'clinic.title': "Built around a clinic's day",
  'clinic.signUp': 'Sign up your clinic',
  'hospital.signUp': 'Sign up your hospital',
  'hospital.login': 'Hospital login',
  'hospital.title': 'One system from admission to discharge',
  'online.find': 'Find a doctor online',
  'online.doctorLogin': 'Doctor login',
  'pharmacy.signUp': 'Sign up your pharmacy',
  'pharmacy.login': 'Pharmacy login',
  'pharmacy.title': 'Everything behind the counter',
  'product.prices':
    'Prices in Pakistani rupees. Every package includes digital invoices, digital record keeping and free onboarding for your staff.',
});
