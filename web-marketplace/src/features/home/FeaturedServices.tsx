import { Link } from 'react-router-dom';
import { useServicesQuery } from '../../api/catalogue';
import { EmptyState, ErrorState } from '../../components/States';
import { ServiceCard, ServiceCardSkeleton } from '../../components/service/ServiceCard';
import { useGetQuote } from '../../components/service/use-get-quote';

const FEATURED_COUNT = 6;

/** The first 6 services of the catalogue (boosted first, as the API orders by relevance). */
export function FeaturedServices() {
  const services = useServicesQuery({ page: 1, pageSize: FEATURED_COUNT });
  const getQuote = useGetQuote();
  const items = services.data?.items.slice(0, FEATURED_COUNT) ?? [];

  return (
    <section className="section section--alt" aria-labelledby="featured-title">
      <div className="container">
        <div className="section__header">
          <h2 id="featured-title">Featured Services</h2>
          <p>Popular choices from providers across the UK.</p>
        </div>
        {services.isPending ? (
          <div className="service-grid" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <ServiceCardSkeleton key={index} />
            ))}
          </div>
        ) : services.isError ? (
          <ErrorState title="Failed to fetch services" onRetry={() => services.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="No services available yet. Providers can add their services through the dashboard!" />
        ) : (
          <>
            <div className="service-grid">
              {items.map((service) => (
                <ServiceCard key={service.id} service={service} onGetQuote={(s) => getQuote(s.id)} />
              ))}
            </div>
            <div className="button-row button-row--center" style={{ marginTop: 'var(--space-8)' }}>
              <Link to="/services" className="button button--secondary">
                Browse all services
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
