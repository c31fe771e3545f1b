export const about = {
  lead: 'SehatLink is a Lahore-based health technology company. We build the software Pakistani clinics, pharmacies and hospitals run on, and we connect their patients with doctors in person and by video.',
  story: [
    'We started in 2022 after watching doctors in Lahore spend more time on registers, receipts and phone calls than on patients. Paper files went missing, pharmacies discovered expired stock only at audit time, and patients in smaller cities travelled for hours for a ten-minute follow-up.',
    'Our first product was a clinic management system built with three family clinics in Gulberg. Pharmacy and hospital systems followed, then online consultations for patients, all on one platform so a prescription written in a clinic can be filled at a pharmacy and seen again at the next visit.',
  ],
  values: [
    {
      id: 'local',
      title: 'Built for Pakistan',
      text: 'Urdu and English receipts, PMDC checks, local payment methods and support that answers at 2 a.m. in the language you prefer.',
    },
    {
      id: 'privacy',
      title: 'Privacy first',
      text: 'Medical records belong to the facility and the patient. We cannot read them, and we never share them with third parties.',
    },
    {
      id: 'simple',
      title: 'Simple enough for a busy reception',
      text: 'If a receptionist cannot learn a screen in five minutes, we redesign it. Most clinics go live on the day they sign up.',
    },
    {
      id: 'support',
      title: 'Support around the clock',
      text: 'Our 24/7 customer support team sets up your account, trains your staff and stays a phone call away.',
    },
  ],
} as const;
