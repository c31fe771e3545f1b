import type { ReviewRecord } from '../../types.ts';

// Reviews are generated from fixed pools by index arithmetic (no randomness), so every seed is
// identical and each doctor still gets a different mix of names, ratings and comments.

// prettier-ignore
const PATIENTS = [
  'Saima B.', 'Ahmed K.', 'Rabia S.', 'Hamza A.', 'Sana R.', 'Bilal M.', 'Ayesha T.', 'Zain H.',
  'Mariam F.', 'Usman J.', 'Hira N.', 'Kashif L.', 'Noreen P.', 'Faraz Q.', 'Iqra Z.', 'Danish C.',
  'Samina G.', 'Talha W.', 'Asma D.', 'Imran Y.', 'Khadija U.', 'Shahzad E.', 'Nimra I.', 'Waleed O.',
  'Tahira V.', 'Adeel R.', 'Fizza K.', 'Junaid S.', 'Mehreen A.', 'Omer B.',
];

const GOOD = [
  'Listened patiently and explained everything.',
  'Very professional and kind. The treatment worked within a week.',
  'Explained the reports in simple Urdu and did not prescribe unnecessary medicines.',
  'Bohat achay doctor hain, tasalli se baat suni aur sab samjhaya.',
  'Took time to answer all my questions. Highly recommended.',
  'My mother felt comfortable with the doctor. Very respectful.',
  'Clear advice and a proper follow-up plan.',
  'Second visit and still just as thorough. Thank you, doctor.',
  'Diagnosed the problem quickly after two other doctors could not.',
  'Friendly and calm, especially with my children.',
];
const GOOD_ONLINE = [
  'The video call was clear and the prescription arrived right after.',
  'Saved me the trip from Sheikhupura. The online consultation was on time.',
  'Online session started on time and the doctor was well prepared.',
];
const GOOD_CLINIC = [
  'Clinic was clean and the staff were helpful.',
  'Was seen within ten minutes of my appointment time.',
  'Easy to find the clinic and parking was available.',
];
const MIXED = [
  'Good doctor but the wait was almost an hour.',
  'Helpful advice, though the consultation felt a little rushed.',
  'Treatment helped, but the fee is on the higher side.',
];
const POOR = [
  'The doctor was late and the consultation was very short.',
  'Did not explain the side effects of the medicines.',
];

// Mostly good, as on real portals, with the odd mixed or poor visit so averages differ.
const RATINGS = [5, 5, 4, 5, 3, 5, 4, 5, 5, 2, 4, 5, 4, 5, 1, 5, 4];

const pick = <T>(pool: readonly T[], n: number): T => pool[n % pool.length];

function comment(rating: number, n: number, offersClinic: boolean, offersOnline: boolean): string {
  if (rating <= 2) return pick(POOR, n);
  if (rating === 3) return pick(MIXED, n);
  // Every third good review talks about the visit itself: the video call or the clinic.
  if (n % 3 === 2 && offersOnline && (!offersClinic || n % 2 === 0)) return pick(GOOD_ONLINE, n);
  if (n % 3 === 2 && offersClinic) return pick(GOOD_CLINIC, n);
  return pick(GOOD, n);
}

export interface ReviewedDoctor {
  pmdc: string;
  reviews: number;
  offersClinic: boolean;
  offersOnline: boolean;
}

/** The seeded reviews of every doctor, ids from firstId, each doctor's newest first. */
export function buildReviews(doctors: ReviewedDoctor[], firstId: number): ReviewRecord[] {
  const reviews: ReviewRecord[] = [];
  doctors.forEach((doctor, d) => {
    for (let k = 0; k < doctor.reviews; k += 1) {
      const n = d * 7 + k * 3;
      const rating = RATINGS[(d * 5 + k) % RATINGS.length];
      // Spread over the year before the seed date: k-th review about two weeks older than the last.
      const daysAgo = 3 + (d % 9) + k * 13;
      const hour = 4 + ((d + k * 5) % 12);
      const created = Date.UTC(2026, 0, 10, hour, (k * 17) % 60) - daysAgo * 86_400_000;
      reviews.push({
        id: firstId + reviews.length,
        pmdc: doctor.pmdc,
        patient_name: pick(PATIENTS, n),
        rating,
        comment: comment(rating, n, doctor.offersClinic, doctor.offersOnline),
        created_at: new Date(created).toISOString(),
      });
    }
  });
  return reviews;
}
