/** The marketing figures: fixed text, not live data. */
const FIGURES = [
  { value: '50,000+', label: 'events delivered' },
  { value: '5,000+', label: 'verified providers' },
  { value: '£10M+', label: 'in bookings' },
  { value: '4.9/5', label: 'average client rating' },
];

export function TrustStrip() {
  return (
    <section className="trust-strip" aria-label="EventHire UK in numbers">
      <div className="container">
        <dl className="trust-strip__list">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="trust-strip__item">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
