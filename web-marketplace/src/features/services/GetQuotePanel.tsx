import type { ServiceDetail } from '@esm/contract/services';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useServiceDayQuery } from '../../api/availability';
import { Field } from '../../components/form/Field';
import { HeadlineTotal } from '../../components/service/HeadlineTotal';
import { useGetQuote } from '../../components/service/use-get-quote';
import { formatMoney, todayIso } from '../../lib/format';
import { DEFAULT_FURNITURE, isTableAndChairCategory } from '../../lib/furniture';
import { FurnitureQuantities } from './FurnitureQuantities';

interface GetQuotePanelProps {
  service: ServiceDetail;
  initialDate: string;
  onAskQuestions: () => void;
}

/**
 * Get Quote: the event date (the direct checkout needs it) and, for table-and-chair services,
 * the quantities; all of it goes to /checkout where the server prices it.
 */
export function GetQuotePanel({ service, initialDate, onAskQuestions }: GetQuotePanelProps) {
  const getQuote = useGetQuote();
  const furniture = isTableAndChairCategory(service.category);
  const [eventDate, setEventDate] = useState(initialDate);
  const [quantities, setQuantities] = useState<{ tables: number; chairs: number }>(DEFAULT_FURNITURE);
  const day = useServiceDayQuery(service.id, eventDate);
  const dayTaken = day.data && !day.data.available ? day.data.message : null;

  return (
    <section className="card card__body get-quote" aria-labelledby="get-quote-title">
      <h2 id="get-quote-title" className="card__title">
        Get Quote
      </h2>
      <p className="get-quote__price">
        From <strong>{formatMoney(service.basePrice)}</strong>{' '}
        <span className="subtle">{service.priceUnit}</span>
        <HeadlineTotal service={service} />
      </p>
      {service.chargesMileage && (
        <p className="subtle">
          + {formatMoney(service.pricePerMile)}/mile travel, up to {service.maxMileageDistance} miles
        </p>
      )}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          getQuote(service.id, {
            eventDate: eventDate || undefined,
            ...(furniture ? { tableQuantity: quantities.tables, chairQuantity: quantities.chairs } : {}),
          });
        }}
      >
        <Field
          label="Event date"
          hint={
            day.data?.available
              ? 'The provider is free that day'
              : "We'll check the provider is free that day"
          }
          error={dayTaken ?? undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              min={todayIso()}
              value={eventDate}
              onChange={(event) => setEventDate(event.target.value)}
            />
          )}
        </Field>
        {dayTaken && (
          <p className="visually-hidden" role="status">
            {dayTaken}
          </p>
        )}
        {furniture && (
          <FurnitureQuantities
            tables={quantities.tables}
            chairs={quantities.chairs}
            onChange={setQuantities}
          />
        )}
        <button
          type="submit"
          className="button button--primary button--block button--lg"
          disabled={!service.isAvailable || dayTaken !== null}
        >
          {!service.isAvailable ? 'Currently unavailable' : dayTaken ? 'Choose another date' : 'Get Quote'}
        </button>
      </form>
      <button type="button" className="button button--outline button--block" onClick={onAskQuestions}>
        <MessageCircle size={18} aria-hidden="true" /> Ask Questions
      </button>
      <p className="subtle get-quote__note">
        You won't be charged until you confirm at checkout. The total includes the platform fee and VAT.
      </p>
    </section>
  );
}
