export type BlogPost = {
  id: string;
  title: string;
  author: string;
  date: string;
  dateTime: string;
  paragraphs: string[];
};

/** Beauty and skin-care articles reviewed by SehatLink dermatologists. */
export const beautyPosts: BlogPost[] = [
  {
    id: 'summer-sunscreen',
    title: 'Sunscreen in a Pakistani summer: how much, how often',
    author: 'Dr. Hina Aslam, Dermatologist',
    date: '12 May 2024',
    dateTime: '2024-05-12',
    paragraphs: [
      'With the UV index in Lahore and Karachi regularly above 10 from May to August, sunscreen is the single most effective step against dark spots, melasma and early wrinkles.',
      'Use a broad-spectrum SPF 30 or higher, about two finger-lengths for the face and neck, 15 minutes before going out. Reapply every two to three hours outdoors, and after sweating or washing your face. Gel-based formulas suit oily skin in humid weather.',
    ],
  },
  {
    id: 'melasma',
    title: 'Melasma: why it comes back and what actually helps',
    author: 'Dr. Usman Tariq, Consultant Dermatologist',
    date: '28 March 2024',
    dateTime: '2024-03-28',
    paragraphs: [
      'Melasma, the brown patches on the cheeks and forehead, is common in South Asian skin and is driven by sunlight, heat and hormones. That is why it often returns each summer even after successful treatment.',
      'Daily sunscreen, a wide-brimmed hat and avoiding harsh scrubs are the foundation. Prescription creams work well under a dermatologist’s supervision; avoid unlabelled “whitening” creams, which often contain strong steroids or mercury that damage the skin.',
    ],
  },
  {
    id: 'hair-fall',
    title: 'Hair fall after fever or dengue: when to worry',
    author: 'Dr. Hina Aslam, Dermatologist',
    date: '9 January 2024',
    dateTime: '2024-01-09',
    paragraphs: [
      'Sudden heavy hair shedding two to three months after a high fever, dengue, childbirth or crash dieting is usually telogen effluvium. It looks alarming but normally settles on its own within six months.',
      'Eat enough protein and iron, be gentle with combing and heat styling, and see a doctor if shedding lasts beyond six months, leaves bald patches, or comes with fatigue, which can point to anaemia or thyroid problems.',
    ],
  },
];
