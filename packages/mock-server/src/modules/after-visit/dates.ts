const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-24' -> '24 November 2026' (the mock's English messages). */
export const enDate = (date: string): string =>
  `${Number(date.slice(8, 10))} ${EN_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
