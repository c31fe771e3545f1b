import { MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import { company } from './company';

export type PolicySection = { heading: string; paragraphs?: string[]; items?: string[] };
export type Policy = { title: string; updated: string; intro: string; sections: PolicySection[] };

const contactLine = `Questions? Call ${company.supportPhone} (${company.supportPhoneLabel}) or e-mail ${company.supportEmail}.`;

export const paymentPolicy: Policy = {
  title: 'Payment Policy',
  updated: '1 March 2024',
  intro: `This policy explains how ${company.name} takes payment for consultations, lab bookings and software subscriptions, and when you can get your money back. All amounts are in Pakistani rupees (PKR).`,
  sections: [
    {
      heading: 'Ways to pay',
      items: [
        'Debit and credit cards (Visa, Mastercard, UnionPay) through our PCI-DSS compliant payment partner.',
        'Mobile wallets: JazzCash and Easypaisa.',
        'Bank transfer for software subscriptions, against the invoice we send you.',
        'Cash at the clinic for in-clinic appointments, where the clinic accepts it.',
      ],
    },
    {
      heading: 'Online consultations',
      paragraphs: [
        'The consultation fee is charged when you confirm the booking. Your appointment is reserved only after the payment is completed; a payment still shown as pending is confirmed automatically once your bank or wallet settles it, usually within minutes.',
        'If the doctor does not join within 15 minutes of the appointment time, or cancels, you receive a full refund or a free rebooking, as you prefer.',
      ],
    },
    {
      heading: 'Cancellations and refunds',
      items: [
        'Cancel any time before an appointment starts for a full refund.',
        `Change the time of a paid appointment, or one you pay for at the clinic, up to ${RESCHEDULE_NOTICE_HOURS} hours before it starts, at most ${MAX_RESCHEDULES} times: choose another free time with the same doctor, and your payment moves with it.`,
        'Once the appointment has started it can no longer be cancelled, and a missed appointment is not refunded.',
        'Approved refunds go back to the original payment method within 7 to 10 working days.',
        'Lab bookings can be cancelled free of charge until the sample is collected.',
      ],
    },
    {
      heading: 'Software subscriptions',
      paragraphs: [
        'Clinic, pharmacy and hospital subscriptions are billed monthly in advance. Advertised discounts apply to the billing period shown on your invoice. You can change plans at any time; upgrades apply at once and downgrades from the next billing period.',
        'If a subscription is unpaid 15 days after its due date the account becomes read-only. Your data is never deleted for late payment and you can export it at any time.',
      ],
    },
    { heading: 'Help with a payment', paragraphs: [contactLine] },
  ],
};

export const termsAndConditions: Policy = {
  title: 'Terms and Conditions',
  updated: '1 March 2024',
  intro: `These terms apply when you use the ${company.name} website, mobile apps, online consultations and clinic, pharmacy or hospital software. By creating an account or booking an appointment you agree to them.`,
  sections: [
    {
      heading: 'Our role',
      paragraphs: [
        `${company.name} provides the technology that connects patients with doctors, labs and healthcare facilities. Medical advice is given by the doctors themselves, who are independently registered with the Pakistan Medical and Dental Council (PMDC) and responsible for their clinical decisions.`,
      ],
    },
    {
      heading: 'Not for emergencies',
      paragraphs: [
        'Online consultations are not suitable for medical emergencies. If you have chest pain, severe bleeding, difficulty breathing or any other emergency, call 1122 or go to the nearest emergency department.',
      ],
    },
    {
      heading: 'Your account',
      items: [
        'Give accurate information and keep your mobile number up to date; we use it to verify your identity.',
        'Keep your password and one-time codes private. You are responsible for activity on your account.',
        'Facility owners are responsible for the accounts they create for their staff.',
      ],
    },
    {
      heading: 'Acceptable use',
      items: [
        'Do not misuse the service, attempt to access other people’s data or interfere with its security.',
        'Do not record consultations without the doctor’s consent.',
        'We may suspend accounts that break these terms or the law.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `We work to keep ${company.name} available around the clock but cannot guarantee uninterrupted service. To the extent the law allows, our liability for any claim is limited to the fees you paid us in the three months before it arose.`,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Pakistan, and the courts of Lahore have jurisdiction.',
        contactLine,
      ],
    },
  ],
};

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  updated: '1 March 2024',
  intro: `Health information is personal. This policy explains what ${company.name} collects, why, who can see it and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      items: [
        'Account details: your name, mobile number, e-mail address and city.',
        'Appointment details: the doctor, time and payment status of each booking.',
        'Medical information you or your doctor add: history, prescriptions, reports and attachments.',
        'Technical data needed to run the service, such as device type and error logs. We do not use advertising trackers.',
      ],
    },
    {
      heading: 'Who owns and sees your data',
      paragraphs: [
        'Clinics, pharmacies and hospitals own the records they keep on SehatLink. Records are encrypted for each facility’s account: our staff cannot read them, and no third party handles them.',
        'Patients control their own profiles. A doctor sees your records only when you book with them or share them.',
      ],
    },
    {
      heading: 'How we use it',
      items: [
        'To book and run appointments, consultations and lab tests.',
        'To send booking confirmations, reminders and one-time sign-in codes by SMS.',
        'To keep the service secure and to fix problems.',
        'We never sell your data or use it for advertising.',
      ],
    },
    {
      heading: 'Retention and your rights',
      paragraphs: [
        'We keep records for as long as your account is active or as required by law. You can ask for a copy of your data, ask us to correct it, or ask us to delete your account by contacting support.',
        contactLine,
      ],
    },
  ],
};

export type Faq = { id: string; question: string; answer: string };
export type FaqGroup = { id: string; title: string; items: Faq[] };

export const faqGroups: FaqGroup[] = [
  {
    id: 'patients',
    title: 'For patients',
    items: [
      {
        id: 'book',
        question: 'How do I book an appointment?',
        answer:
          'Search for a doctor by speciality and city, choose In-Clinic or Online, pick a time and confirm. You will get an SMS confirmation straight away.',
      },
      {
        id: 'online',
        question: 'How does an online consultation work?',
        answer:
          'At your appointment time the doctor calls you by video in the SehatLink app or your browser. Allow camera and microphone access when asked; your prescription is saved to your profile after the call.',
      },
      {
        id: 'sign-in',
        question: 'Do I need a password?',
        answer: 'No. Patients sign in with their mobile number and a one-time code sent by SMS.',
      },
      {
        id: 'refund',
        question: 'Can I cancel and get a refund?',
        answer:
          'Yes, cancel any time before the appointment starts for a full refund to your original payment method within 7 to 10 working days. See our Payment Policy for details.',
      },
      {
        id: 'reschedule',
        question: 'Can I change the time of my appointment?',
        answer: `Yes. In My appointments, choose Change time up to ${RESCHEDULE_NOTICE_HOURS} hours before the appointment starts and pick another free time with the same doctor; your payment moves with it. Each appointment can be moved at most ${MAX_RESCHEDULES} times.`,
      },
    ],
  },
  {
    id: 'facilities',
    title: 'For clinics, pharmacies and hospitals',
    items: [
      {
        id: 'setup',
        question: 'How long does it take to get started?',
        answer:
          'Most clinics and pharmacies are live on the day they sign up. Hospitals usually go live within two weeks, after we map departments and train each shift.',
      },
      {
        id: 'price',
        question: 'How much does it cost?',
        answer:
          'Clinic and pharmacy plans start at Rs. 2,000 a month and hospital plans at Rs. 5,500 a month, billed monthly, with a Rs. 500 discount on each.',
      },
      {
        id: 'data',
        question: 'Who can see our patients’ data?',
        answer:
          'Only you and the staff you authorise. Your data is yours: SehatLink cannot see it and no third party handles it.',
      },
      {
        id: 'internet',
        question: 'What happens if the internet goes down?',
        answer:
          'The pharmacy point of sale keeps billing offline and syncs when the connection returns. Clinic and hospital records are available again as soon as you reconnect.',
      },
    ],
  },
];
