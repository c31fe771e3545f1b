// The hero's art. The first slide's is inlined (a data: URI in the page: nothing to fetch before it
// paints); the others are files fetched at low priority after it, so the landing pages' HTML (/
// and /ur carry all three) stays within the first round trip (tests/size/first-round-trip.test.ts).
export { default as clinicArt } from './clinic.svg?inline';
export { default as pharmacyArt } from './pharmacy.svg?no-inline';
export { default as hospitalArt } from './hospital.svg?no-inline';
