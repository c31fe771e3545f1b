const formatter = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** 2000 -> 'Rs. 2,000' (Pakistani rupees). */
export function formatRs(amount: number): string {
  return `Rs. ${formatter.format(amount)}`;
}
