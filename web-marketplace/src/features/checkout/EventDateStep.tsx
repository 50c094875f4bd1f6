import { CalendarDays } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/form/Field';
import { todayIso } from '../../lib/format';

/** A direct service checkout needs the event day before the day can be held and priced. */
export function EventDateStep({
  serviceName,
  onChoose,
}: {
  serviceName?: string;
  onChoose: (date: string) => void;
}) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setError('Please choose your event date');
      return;
    }
    onChoose(date);
  };
  return (
    <form className="card card__body stack" onSubmit={onSubmit} noValidate>
      <h2 className="card__title">
        <CalendarDays size={20} aria-hidden="true" /> When is your event?
      </h2>
      <p className="muted">
        {serviceName ? `Choose the day you need ${serviceName}.` : 'Choose the day of your event.'} We'll
        check the provider is free and hold the date for 15 minutes while you pay.
      </p>
      <Field label="Event date" error={error} required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            min={todayIso()}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="button button--primary">
          Continue to payment
        </button>
      </div>
    </form>
  );
}
