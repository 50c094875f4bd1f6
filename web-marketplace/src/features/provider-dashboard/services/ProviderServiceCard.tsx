import type { Service } from '@esm/contract/services';
import { CalendarOff, Pencil, Trash2, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ServiceImage } from '../../../components/service/ServiceImage';
import { formatDate, formatMoney } from '../../../lib/format';

interface ProviderServiceCardProps {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the service's Days off. */
  onDaysOff: () => void;
}

/**
 * A provider's own service: name, availability, description, price, Boosted, and its actions
 * (Edit, Days off, Delete, Boost).
 */
export function ProviderServiceCard({ service, onEdit, onDelete, onDaysOff }: ProviderServiceCardProps) {
  return (
    <article className="card provider-service">
      <div className="provider-service__media">
        <ServiceImage src={service.images[0]} name={service.name} />
      </div>
      <div className="card__body provider-service__body">
        <div className="cluster">
          <span className={`badge ${service.isAvailable ? 'badge--success' : 'badge--danger'}`}>
            {service.isAvailable ? 'Available' : 'Unavailable'}
          </span>
          {service.isBoosted && (
            <span className="badge badge--boost">
              <Zap size={12} aria-hidden="true" /> Boosted
              {service.boostExpiresAt ? ` until ${formatDate(service.boostExpiresAt)}` : ''}
            </span>
          )}
        </div>
        <h3 className="provider-service__title">{service.name}</h3>
        <p className="provider-service__description muted">{service.description}</p>
        <p className="provider-service__price">
          {formatMoney(service.basePrice)} <span className="subtle">{service.priceUnit}</span>
        </p>
        <div className="cluster">
          <button type="button" className="button button--outline button--sm" onClick={onEdit}>
            <Pencil size={14} aria-hidden="true" /> Edit
          </button>
          <button type="button" className="button button--outline button--sm" onClick={onDaysOff}>
            <CalendarOff size={14} aria-hidden="true" /> Days off
          </button>
          <button type="button" className="button button--danger-outline button--sm" onClick={onDelete}>
            <Trash2 size={14} aria-hidden="true" /> Delete
          </button>
          <Link to={`/services/${service.id}/boost`} className="button button--accent button--sm">
            <Zap size={14} aria-hidden="true" /> {service.isBoosted ? 'Manage Boost' : 'Boost'}
          </Link>
        </div>
      </div>
    </article>
  );
}
