import type { Service } from '@esm/contract/services';
import { MapPin, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../lib/format';
import { Rating } from './Rating';
import { ServiceImage } from './ServiceImage';
import './service.css';
import { HeadlineTotal } from './HeadlineTotal';

interface ServiceCardProps {
  service: Service;
  onGetQuote: (service: Service) => void;
}

/**
 * A service in a grid: cover image or name block, name, rating, description clamped to
 * two lines, availability and price-unit badges, 'From £…', optional travel line, 'per {unit}',
 * and Get Quote. The card's title links to /service/{id}.
 */
export function ServiceCard({ service, onGetQuote }: ServiceCardProps) {
  return (
    <article className="service-card">
      <div className="service-card__media">
        <ServiceImage src={service.images[0]} name={service.name} />
        {service.isBoosted && (
          <span className="badge badge--boost service-card__boost">
            <Zap size={12} aria-hidden="true" /> Boosted
          </span>
        )}
      </div>
      <div className="service-card__body">
        <div className="service-card__meta">
          <span className="service-card__category">{service.category.name}</span>
          <Rating rating={service.rating} count={service.reviewCount} />
        </div>
        <h3 className="service-card__title">
          <Link to={`/service/${service.id}`} className="service-card__link">
            {service.name}
          </Link>
        </h3>
        <p className="service-card__description">{service.description}</p>
        {service.location && (
          <p className="service-card__location">
            <MapPin size={14} aria-hidden="true" /> {service.location}
            {service.distanceMiles !== undefined && ` · ${service.distanceMiles.toFixed(1)} miles away`}
          </p>
        )}
        <div className="cluster">
          <span className={`badge ${service.isAvailable ? 'badge--success' : 'badge--danger'}`}>
            {service.isAvailable ? 'Available' : 'Unavailable'}
          </span>
          <span className="badge badge--primary">{service.priceUnit}</span>
        </div>
        <div className="service-card__footer">
          <div className="service-card__price">
            <span className="service-card__from">From {formatMoney(service.basePrice)}</span>
            <span className="subtle">per {service.priceUnit.replace(/^per /, '')}</span>
            <HeadlineTotal service={service} />
            {service.chargesMileage && (
              <span className="subtle">+ {formatMoney(service.pricePerMile)}/mile travel</span>
            )}
          </div>
          <button
            type="button"
            className="button button--primary button--sm service-card__cta"
            onClick={() => onGetQuote(service)}
            aria-label={`Get Quote for ${service.name}`}
          >
            Get Quote
          </button>
        </div>
      </div>
    </article>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div className="service-card" aria-hidden="true">
      <div className="service-card__media skeleton" />
      <div className="service-card__body">
        <div className="skeleton" style={{ height: 14, width: '40%' }} />
        <div className="skeleton" style={{ height: 20, width: '80%' }} />
        <div className="skeleton" style={{ height: 40 }} />
        <div className="skeleton" style={{ height: 32, width: '60%' }} />
      </div>
    </div>
  );
}
