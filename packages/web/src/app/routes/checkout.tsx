// Placeholder until PART B's page lands: it overwrites this file.
export default function Placeholder() {
  return (
    <div style={{ maxWidth: '40rem', margin: '0 auto', padding: '3rem 1rem' }}>
      <h1>Checkout</h1>
    </div>
  );
}
