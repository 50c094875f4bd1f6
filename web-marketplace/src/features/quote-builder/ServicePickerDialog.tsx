import type { Service } from '@esm/contract/services';
import { Check, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useCategoriesQuery, useServicesQuery } from '../../api/catalogue';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { HeadlineTotal } from '../../components/service/HeadlineTotal';
import { ServiceImage } from '../../components/service/ServiceImage';
import { formatMoney } from '../../lib/format';
import { useDebouncedValue } from './use-debounced-value';

const RESULTS_PER_SEARCH = 8;

interface ServicePickerDialogProps {
  open: boolean;
  onClose: () => void;
  chosenIds: ReadonlySet<string>;
  onPick: (service: Service) => void;
}

/** Searches the live catalogue (name, description, category) and adds services to the quote. */
export function ServicePickerDialog({ open, onClose, chosenIds, onPick }: ServicePickerDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const q = useDebouncedValue(text.trim());
  const categories = useCategoriesQuery();
  const results = useServicesQuery({ q, category, pageSize: RESULTS_PER_SEARCH }, { enabled: open });

  return (
    <Dialog open={open} onClose={onClose} title="Add a service to your quote" size="lg">
      <div className="picker__filters">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>
            Search services
          </label>
          <div className="input-with-icon">
            <Search size={16} aria-hidden="true" />
            <input
              id={`${id}-q`}
              className="input"
              type="search"
              placeholder="e.g. PA system, marquee, canapés"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="select"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="picker__results" aria-live="polite" aria-busy={results.isFetching}>
        {results.isPending ? (
          <div className="page-spinner" style={{ minHeight: 160 }}>
            <Spinner label="Searching services…" />
          </div>
        ) : results.isError ? (
          <ErrorState title="Failed to fetch services" onRetry={() => results.refetch()} />
        ) : results.data.items.length === 0 ? (
          <EmptyState title="No services match your search">
            <p>Try another word or category.</p>
          </EmptyState>
        ) : (
          <ul className="picker__list">
            {results.data.items.map((service) => {
              const chosen = chosenIds.has(service.id);
              return (
                <li key={service.id} className="picker__item">
                  <ServiceImage src={service.images[0]} name={service.name} className="picker__thumb" />
                  <div className="picker__info">
                    <p className="picker__name">{service.name}</p>
                    <p className="subtle">
                      {service.category.name}
                      {service.location ? ` · ${service.location}` : ''}
                    </p>
                    <p className="picker__price">
                      From {formatMoney(service.basePrice)} {service.priceUnit}
                      <HeadlineTotal service={service} />
                    </p>
                  </div>
                  <button
                    type="button"
                    className={`button button--sm ${chosen ? 'button--ghost' : 'button--secondary'}`}
                    disabled={chosen || !service.isAvailable}
                    onClick={() => onPick(service)}
                    aria-label={chosen ? `${service.name} added` : `Add ${service.name}`}
                  >
                    {chosen ? <Check size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
                    {chosen ? 'Added' : service.isAvailable ? 'Add' : 'Unavailable'}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {results.data && results.data.total > results.data.items.length && (
          <p className="subtle" style={{ marginTop: 'var(--space-3)' }}>
            Showing {results.data.items.length} of {results.data.total}
            {results.data.totalExact ? '' : '+'}. Refine your search to narrow it down.
          </p>
        )}
      </div>
    </Dialog>
  );
}
