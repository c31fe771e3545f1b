/**
 * A message whose [bracketed] runs are read by screen readers and crawlers but not shown:
 * 'Learn more[ about {service}]' shows "Learn more" and names the link "Learn more about
 * Telemedicine". Each language places the runs where its word order needs them (Urdu:
 * '[{service} کے بارے میں ]مزید جانیں'), rather than gluing translated words in English order.
 */
export function HiddenRuns({ text }: { text: string }) {
  return text.split(/\[([^\]]*)\]/).map((run, i) =>
    i % 2 === 1 ? (
      <span key={i} className="visually-hidden">
        {run}
      </span>
    ) : (
      run || null
    ),
  );
}
