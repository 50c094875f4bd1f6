import type { ServiceDetail } from '@esm/contract/services';
import { HeadlineTotal } from '../../components/service/HeadlineTotal';
import { formatMoney } from '../../lib/format';

/** The practical facts of a booking with this service, all from the service record. */
export function QuickInfo({ service }: { service: ServiceDetail }) {
  return (
    <section className="card card__body" aria-labelledby="quick-info-title">
      <h2 id="quick-info-title" className="card__title">
        Quick info
      </h2>
      <dl className="summary-list">
        <div>
          <dt>Pricing</dt>
          <dd>
            {formatMoney(service.basePrice)} {service.priceUnit}
            <HeadlineTotal service={service} />
          </dd>
        </div>
        <div>
          <dt>Booking length</dt>
          <dd>
            {service.minBookingDuration}–{service.maxBookingDuration} hours
          </dd>
        </div>
        {service.costPerPerson && (
          <div>
            <dt>Cost per person</dt>
            <dd>{formatMoney(service.costPerPerson)}</dd>
          </div>
        )}
        <div>
          <dt>Travel</dt>
          <dd>
            {service.chargesMileage
              ? `${formatMoney(service.pricePerMile)}/mile, up to ${service.maxMileageDistance} miles`
              : 'Included'}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>Held securely until delivery</dd>
        </div>
      </dl>
    </section>
  );
}
