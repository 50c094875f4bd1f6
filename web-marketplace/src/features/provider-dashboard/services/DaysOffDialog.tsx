import type { CalendarDay } from '@esm/contract/availability';
import type { Service } from '@esm/contract/services';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  blockServiceDay,
  serviceCalendarKey,
  serviceDaysKey,
  unblockServiceDay,
  useServiceCalendarQuery,
} from '../../../api/availability';
import { errorText } from '../../../api/http';
import { useSingleFlightMutation } from '../../../api/single-flight-mutation';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { ErrorState } from '../../../components/States';
import { formatLongDate, formatSpokenDate, todayIso } from '../../../lib/format';

/** Days off of one service: block a date, see the days ahead that are not free, unblock a day off. */
export function DaysOffDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      title="Days off"
      description={
        service && (
          <p>
            Clients cannot book or quote <strong>{service.name}</strong> on your days off. A day that is
            already booked cannot be taken off: decline or cancel that booking instead.
          </p>
        )
      }
      footer={
        <button type="button" className="button button--ghost" onClick={onClose}>
          Done
        </button>
      }
    >
      {/* Mounted for each opening: the date, the error and the message start empty. */}
      {service && <DaysOff service={service} />}
    </Dialog>
  );
}

/** What each kind of day that is not free is called in the list. */
const DAY_LABELS: Record<CalendarDay['status'], { text: string; badge: string }> = {
  blocked: { text: 'Day off', badge: 'badge--primary' },
  booked: { text: 'Booked', badge: 'badge--info' },
  held: { text: 'A client is paying for this day', badge: 'badge--warning' },
};

export function DaysOff({ service }: { service: Service }) {
  const queryClient = useQueryClient();
  const calendar = useServiceCalendarQuery(service.id);
  const id = useId();
  const dateInput = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [listError, setListError] = useState<string | undefined>();
  /** Said politely to screen readers (and shown) once a change is made. */
  const [done, setDone] = useState('');
  /** Where focus goes once a change is answered: its button was disabled, or is gone. */
  const [focusTarget, setFocusTarget] = useState<{ to: 'date' | 'list' } | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    (focusTarget.to === 'date' ? dateInput : listHeading).current?.focus();
  }, [focusTarget]);

  // Once a change is answered, either way: the calendar, and any public answer about one of the
  // service's days, are fetched as they are now, then focus goes where the change was made.
  const settle = async (focus: 'date' | 'list') => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceCalendarKey(service.id) }),
      queryClient.invalidateQueries({ queryKey: serviceDaysKey(service.id) }),
    ]);
    setFocusTarget({ to: focus });
  };

  const block = useSingleFlightMutation({
    mutationFn: (day: string) => blockServiceDay(service.id, day),
    onSuccess: async (_answer, day) => {
      setDate('');
      setDateError(undefined);
      setDone(`${formatSpokenDate(day)} is now a day off.`);
      await settle('date');
    },
    onError: async (error) => {
      // A 409 means the day changed meanwhile (booked, or a client is paying): the list shows it.
      setDateError(errorText(error, 'Failed to block this date. Please try again.'));
      setDone('');
      await settle('date');
    },
  });

  const unblock = useSingleFlightMutation({
    mutationFn: (day: string) => unblockServiceDay(service.id, day),
    onSuccess: async (_answer, day) => {
      setListError(undefined);
      setDone(`${formatSpokenDate(day)} is no longer a day off.`);
      await settle('list');
    },
    onError: async (error) => {
      setListError(errorText(error, 'Failed to unblock this date. Please try again.'));
      setDone('');
      await settle('list');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setDateError('Please choose a date.');
      dateInput.current?.focus();
      return;
    }
    block.mutate(date);
  };

  const dateErrorId = `${id}-date-error`;
  const headingId = `${id}-heading`;
  const days = calendar.data?.days ?? [];
  const unblocking = unblock.isPending ? unblock.variables : null;

  return (
    <div className="stack days-off">
      <form className={`field ${dateError ? 'field--invalid' : ''}`} onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-date`} className="field__label">
          Date
        </label>
        <div className="days-off__row">
          <input
            ref={dateInput}
            id={`${id}-date`}
            className="input days-off__date"
            type="date"
            min={todayIso()}
            value={date}
            aria-invalid={Boolean(dateError)}
            aria-describedby={dateError ? dateErrorId : undefined}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(undefined);
            }}
          />
          <button type="submit" className="button button--primary" disabled={block.isPending}>
            {block.isPending ? 'Blocking…' : 'Block date'}
          </button>
        </div>
        {dateError && (
          <p id={dateErrorId} className="field__error">
            {dateError}
          </p>
        )}
        <p role="status" className="days-off__done">
          {done}
        </p>
      </form>

      <section aria-labelledby={headingId} className="stack stack--sm">
        <h3 id={headingId} ref={listHeading} tabIndex={-1} className="days-off__heading">
          Coming up
        </h3>
        {listError && (
          <p className="field__error" role="alert">
            {listError}
          </p>
        )}
        {calendar.isPending ? (
          <Spinner label="Loading your calendar…" />
        ) : calendar.isError ? (
          <ErrorState
            title="Failed to load your calendar"
            message={errorText(calendar.error, 'Please try again.')}
            onRetry={() => calendar.refetch()}
          />
        ) : (
          <>
            {!days.some((day) => day.status === 'blocked') && (
              <p className="muted days-off__none">No days off yet.</p>
            )}
            {days.length > 0 && (
              <ul className="list-reset days-off__list">
                {days.map((day) => {
                  const label = DAY_LABELS[day.status];
                  return (
                    <li key={day.date} className="days-off__day">
                      <span className="days-off__what">
                        <span className="days-off__when">{formatLongDate(day.date)}</span>{' '}
                        <span className={`badge ${label.badge}`}>{label.text}</span>
                      </span>
                      {day.status === 'blocked' && (
                        <button
                          type="button"
                          className="button button--outline button--sm"
                          aria-label={`Unblock ${formatSpokenDate(day.date)}`}
                          disabled={unblock.isPending}
                          onClick={() => unblock.mutate(day.date)}
                        >
                          {unblocking === day.date ? 'Unblocking…' : 'Unblock'}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
