import type { QuoteRequest } from '@esm/contract/quotes';
import type { Service } from '@esm/contract/services';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Plus, Save, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../api/http';
import { createQuote, quotesKey } from '../../api/quotes';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useAuth } from '../../auth/use-auth';
import { Field } from '../../components/form/Field';
import { AUTH_REDIRECT_MS } from '../../components/service/use-get-quote';
import { useToast } from '../../components/toast/toast-context';
import { formatMoney, todayIso } from '../../lib/format';
import { goToLoginAfter } from '../../lib/navigation';
import { POSTCODE_MAX_LENGTH, postcodeInput } from '../../lib/postcode';
import { SavedQuotesList } from '../quotes/SavedQuotesList';
import { type BuilderItem, newBuilderItem, toQuoteServices } from './builder-items';
import { QuoteItemEditor } from './QuoteItemEditor';
import { ServicePickerDialog } from './ServicePickerDialog';
import {
  EMPTY_QUOTE_FORM,
  EVENT_TYPES,
  parseGuestCount,
  QUOTE_FIELDS,
  type QuoteField,
  type QuoteForm,
  type QuoteProblem,
  validateQuote,
} from './validate-quote';
import './quote-builder.css';
import { HeadlineTotal } from '../../components/service/HeadlineTotal';

type SubmitKind = 'request' | 'draft';

/**
 * The multi-service quote builder. Prices are the server's: the builder sends
 * what the client wants and opens the priced quote that comes back. What is wrong (a missing
 * detail, or the server's answer, e.g. a postcode it cannot find) is shown on the field that is
 * wrong and next to the buttons, not in a toast that would cover them on a phone.
 */
export function QuoteBuilder() {
  const { isSignedIn } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<QuoteForm>(EMPTY_QUOTE_FORM);
  const [items, setItems] = useState<BuilderItem[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [problem, setProblem] = useState<QuoteProblem | null>(null);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusToken, setFocusToken] = useState(0);
  // After a refusal, the first field marked invalid gets the focus (and scrolls into view).
  useEffect(() => {
    if (focusToken === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusToken]);
  const refuse = (next: QuoteProblem) => {
    setProblem(next);
    setFocusToken((n) => n + 1);
  };
  const fieldError = (field: QuoteField) => problem?.fields[field];

  const mutation = useSingleFlightMutation({
    mutationFn: ({ body }: { body: QuoteRequest; kind: SubmitKind }) => createQuote(body),
    onSuccess: (quote, { kind }) => {
      queryClient.invalidateQueries({ queryKey: quotesKey });
      setForm(EMPTY_QUOTE_FORM);
      setItems([]);
      setProblem(null);
      navigate(`/booking/${quote.id}`);
      toast(
        kind === 'draft'
          ? {
              title: 'Quote Saved',
              description: 'Your quote has been saved. Find it any time under My Quotes.',
              variant: 'success',
            }
          : {
              title: 'Quote Created',
              description: 'Your event quote has been created successfully!',
              variant: 'success',
            },
      );
    },
    onError: (error, { kind }) => {
      const fallback =
        kind === 'draft'
          ? 'Failed to save quote. Please try again.'
          : 'Failed to create quote. Please try again.';
      const fields: QuoteProblem['fields'] = {};
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          const field = QUOTE_FIELDS.find((f) => f === name);
          if (field) fields[field] = message;
        }
      }
      const onFields = Object.keys(fields).length > 0;
      refuse({
        title: onFields ? 'Please check the highlighted details' : 'Error',
        description: errorText(error, fallback),
        fields,
      });
    },
  });

  /** Clears a field's error as the user corrects it. */
  const clear = (field: QuoteField) =>
    setProblem((p) => {
      if (!p?.fields[field]) return p;
      const { [field]: _fixed, ...rest } = p.fields;
      return { ...p, fields: rest };
    });

  const set = <K extends keyof QuoteForm>(key: K, value: QuoteForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key);
  };

  const submit = (kind: SubmitKind) => {
    if (!isSignedIn) {
      toast({
        title: 'Sign In Required',
        description: 'Please sign in to request a quote for your event.',
        variant: 'destructive',
      });
      goToLoginAfter(AUTH_REDIRECT_MS);
      return;
    }
    const found = validateQuote(form, items.length);
    if (found) {
      refuse(found);
      return;
    }
    setProblem(null);
    const body: QuoteRequest = {
      eventType: form.eventType as QuoteRequest['eventType'],
      eventDate: form.eventDate,
      eventLocation: form.eventLocation.trim(),
      eventPostcode: form.eventPostcode.trim(),
      guestCount: parseGuestCount(form.guestCount),
      services: toQuoteServices(items),
    };
    body.status = kind === 'draft' ? 'draft' : 'requested';
    mutation.mutate({ body, kind });
  };

  const addService = (service: Service) => {
    setItems((list) =>
      list.some((item) => item.service.id === service.id) ? list : [...list, newBuilderItem(service)],
    );
    clear('services');
  };

  const chosenIds = new Set(items.map((item) => item.service.id));

  return (
    <section id="quote-builder" className="section section--alt" aria-labelledby="quote-builder-title">
      <div className="container">
        <div className="section__header">
          <h2 id="quote-builder-title">Build Your Event Quote</h2>
          <p>Combine services from different providers into one quote, priced with travel, fees and VAT.</p>
        </div>
        <div className="quote-builder">
          <form
            ref={formRef}
            className="card card__body stack stack--lg"
            onSubmit={(event) => {
              event.preventDefault();
              submit('request');
            }}
            noValidate
          >
            <fieldset className="form-grid">
              <legend className="visually-hidden">Event details</legend>
              <Field label="Event type" required error={fieldError('eventType')}>
                {(control) => (
                  <select
                    {...control}
                    className="select"
                    value={form.eventType}
                    onChange={(event) => set('eventType', event.target.value as QuoteForm['eventType'])}
                  >
                    <option value="">Select event type</option>
                    {EVENT_TYPES.map((type) => (
                      <option key={type.value} value={type.value}>
                        {type.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Guest count" error={fieldError('guestCount')}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    placeholder="e.g. 120"
                    value={form.guestCount}
                    onChange={(event) => set('guestCount', event.target.value)}
                  />
                )}
              </Field>
              <Field label="Event date" required error={fieldError('eventDate')}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="date"
                    min={todayIso()}
                    value={form.eventDate}
                    onChange={(event) => set('eventDate', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label="Venue postcode"
                required
                hint="Used to work out travel costs"
                error={fieldError('eventPostcode')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    autoComplete="postal-code"
                    placeholder="e.g. M1 1AA"
                    maxLength={POSTCODE_MAX_LENGTH}
                    value={form.eventPostcode}
                    onChange={(event) => set('eventPostcode', postcodeInput(event.target.value))}
                  />
                )}
              </Field>
              <Field
                label="Venue address"
                required
                className="field--full"
                error={fieldError('eventLocation')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    autoComplete="street-address"
                    placeholder="Venue name and street"
                    value={form.eventLocation}
                    onChange={(event) => set('eventLocation', event.target.value)}
                  />
                )}
              </Field>
            </fieldset>

            <div>
              <div className="quote-builder__services-header">
                <h3>Selected services</h3>
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  onClick={() => setPickerOpen(true)}
                >
                  <Plus size={16} aria-hidden="true" /> Add Service
                </button>
              </div>
              {fieldError('services') && <p className="field__error">{fieldError('services')}</p>}
              {items.length === 0 ? (
                <p className="quote-builder__empty">
                  No services added yet. Use Add Service to search the catalogue.
                </p>
              ) : (
                <ul className="list-reset quote-items">
                  {items.map((item) => (
                    <QuoteItemEditor
                      key={item.service.id}
                      item={item}
                      onChange={(next) =>
                        setItems((list) => list.map((i) => (i.service.id === next.service.id ? next : i)))
                      }
                      onRemove={() =>
                        setItems((list) => list.filter((i) => i.service.id !== item.service.id))
                      }
                    />
                  ))}
                </ul>
              )}
            </div>
          </form>

          <aside className="card card__body quote-summary" aria-labelledby="quote-summary-title">
            <h3 id="quote-summary-title">Quote Summary</h3>
            <div className="stack">
              {items.length === 0 ? (
                <p className="muted">Add services to see them here.</p>
              ) : (
                <ul className="list-reset quote-summary__list">
                  {items.map((item) => (
                    <li key={item.service.id}>
                      <span>{item.service.name}</span>
                      <span className="subtle nowrap">
                        from {formatMoney(item.service.basePrice)} {item.service.priceUnit}
                        <HeadlineTotal service={item.service} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="subtle">
                <CalendarDays size={14} aria-hidden="true" /> Your quote is priced by EventHire when you
                request it: each service, travel to your venue, provider fees, the platform fee and VAT at
                20%.
              </p>
              {problem && (
                <div className="notice notice--danger" role="alert">
                  <p className="notice__title">{problem.title}</p>
                  <p>{problem.description}</p>
                </div>
              )}
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => submit('request')}
                disabled={mutation.isPending}
              >
                <Send size={16} aria-hidden="true" />
                {mutation.isPending && mutation.variables?.kind === 'request'
                  ? 'Requesting…'
                  : 'Request Full Quote'}
              </button>
              <button
                type="button"
                className="button button--outline button--block"
                onClick={() => submit('draft')}
                disabled={mutation.isPending}
              >
                <Save size={16} aria-hidden="true" />
                {mutation.isPending && mutation.variables?.kind === 'draft'
                  ? 'Saving…'
                  : 'Save Quote for Later'}
              </button>
            </div>
          </aside>
        </div>

        {isSignedIn && (
          <div className="quote-builder__saved">
            <div className="page-title-row">
              <h3>Your saved quotes</h3>
              <Link to="/quotes">See all quotes</Link>
            </div>
            <SavedQuotesList limit={3} />
          </div>
        )}
      </div>
      <ServicePickerDialog
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        chosenIds={chosenIds}
        onPick={addService}
      />
    </section>
  );
}
