import { Calendar, MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { todayIso } from '../../lib/format';
import { POSTCODE_MAX_LENGTH, postcodeInput } from '../../lib/postcode';
import { SEARCH_SERVICE_OPTIONS, searchUrl } from './search-options';

/** Service, postcode and date: none required, any combination. */
export function HeroSearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const [category, setCategory] = useState('');
  const [postcode, setPostcode] = useState('');
  const [date, setDate] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchUrl({ category, postcode, date }));
  };

  return (
    <form className="hero-search" onSubmit={onSubmit} aria-label="Search event services">
      <div className="hero-search__field">
        <label htmlFor={`${id}-service`}>Service</label>
        <select
          id={`${id}-service`}
          className="select"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">All services</option>
          {SEARCH_SERVICE_OPTIONS.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="hero-search__field">
        <label htmlFor={`${id}-postcode`}>
          <MapPin size={14} aria-hidden="true" /> Postcode
        </label>
        <input
          id={`${id}-postcode`}
          className="input"
          placeholder="e.g. SW1A 1AA"
          autoComplete="postal-code"
          maxLength={POSTCODE_MAX_LENGTH}
          value={postcode}
          onChange={(e) => setPostcode(postcodeInput(e.target.value))}
        />
      </div>
      <div className="hero-search__field">
        <label htmlFor={`${id}-date`}>
          <Calendar size={14} aria-hidden="true" /> Event date
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
      <button type="submit" className="button button--accent button--lg hero-search__submit">
        <Search size={18} aria-hidden="true" /> Search Services
      </button>
    </form>
  );
}
