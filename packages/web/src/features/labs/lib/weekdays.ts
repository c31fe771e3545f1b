// Weekday indexes are 0-6, Sunday first (SPEC section 3).
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** [1,2,3,4,5,6] -> 'Mon – Sat'; all seven -> 'Every day'; gaps are listed: 'Mon, Wed, Fri'. */
export function formatOpenDays(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 0) return 'Closed';
  if (sorted.length === 7) return 'Every day';
  // Runs may wrap past Saturday (Sat, Sun, Mon), so rotate the week to start after a closed day.
  const firstClosed = [0, 1, 2, 3, 4, 5, 6].find((d) => !sorted.includes(d)) ?? 0;
  const order = sorted
    .map((d) => (d - firstClosed + 7) % 7)
    .sort((a, b) => a - b)
    .map((d) => (d + firstClosed) % 7);
  const contiguous = order.every((d, i) => i === 0 || d === (order[i - 1] + 1) % 7);
  if (contiguous && order.length >= 3) return `${SHORT[order[0]]} – ${SHORT[order[order.length - 1]]}`;
  return order.map((d) => SHORT[d]).join(', ');
}
