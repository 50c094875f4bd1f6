import type { Category } from '@esm/contract/categories';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { todayIso } from '../../lib/format';
import { POSTCODE_MAX_LENGTH, postcodeInput } from '../../lib/postcode';
import type { ListingFilters } from './listing-params';

interface FilterBarProps {
  filters: ListingFilters;
  categories: Category[];
  onApply: (next: Pick<ListingFilters, 'category' | 'location' | 'date'>) => void;
}

/** Category, postcode and date, applied together with the Apply button. */
export function FilterBar({ filters, categories, onApply }: FilterBarProps) {
  const id = useId();
  const [category, setCategory] = useState(filters.category);
  const [location, setLocation] = useState(filters.location);
  const [date, setDate] = useState(filters.date);

  // When the URL changes (a category link, the back button) the inputs follow it.
  useEffect(() => {
    setCategory(filters.category);
    setLocation(filters.location);
    setDate(filters.date);
  }, [filters.category, filters.location, filters.date]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ category, location: location.trim(), date });
  };

  return (
    <form className="filter-bar" onSubmit={onSubmit} aria-label="Filter services">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          id={`${id}-category`}
          className="select"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-location`}>
          Location (postcode)
        </label>
        <input
          id={`${id}-location`}
          className="input"
          placeholder="e.g. SW1A 1AA"
          maxLength={POSTCODE_MAX_LENGTH}
          autoComplete="postal-code"
          value={location}
          onChange={(e) => setLocation(postcodeInput(e.target.value))}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          Event date
        </label>
        <input
          id={`${id}-date`}
          className="input"
          type="date"
          min={todayIso()}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary filter-bar__apply">
        <SlidersHorizontal size={16} aria-hidden="true" /> Apply Filters
      </button>
    </form>
  );
}
