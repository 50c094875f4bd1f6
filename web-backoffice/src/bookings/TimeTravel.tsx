import type { BookingHistoryEntry, BookingStateResponse } from '@esm/contract/admin/bookings';
import { Alert, Box, Chip, Grid, Slider, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { Identifier } from 'react-admin';
import { useRead } from '../audit/useRead';
import { labelOf } from '../common/labels';
import { formatLondon, instantToLondonInput, londonInputToInstant } from '../format/london-time';
import { formatPence } from '../format/money';
import { BOOKING_STATUS_LABEL, PAYMENT_STATUS_LABEL } from './labels';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Grid>
  );
}

function StateAt({ state, when }: { state: BookingStateResponse; when: string }) {
  if (!state.exists) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        The booking did not exist yet at {formatLondon(when, 'seconds')}.
      </Alert>
    );
  }
  return (
    <Grid container spacing={2} sx={{ mt: 1 }} aria-label="State at this instant">
      <Fact label="Status">
        <Chip
          size="small"
          color="primary"
          label={labelOf(BOOKING_STATUS_LABEL, state.status)}
          data-testid="state-status"
        />
      </Fact>
      <Fact label="Payment">{labelOf(PAYMENT_STATUS_LABEL, state.paymentStatus)}</Fact>
      <Fact label="Respond by">{formatLondon(state.respondBy, 'seconds')}</Fact>
      <Fact label="Events replayed">
        {state.eventsApplied}
        {state.lastEvent ? ` (last: ${state.lastEvent.type})` : ''}
      </Fact>
      <Fact label="Total">{formatPence(state.totalPence)}</Fact>
      <Fact label="Held in escrow">{formatPence(state.escrow?.held ?? 0)}</Fact>
      <Fact label="Refunded">{formatPence(state.escrow?.refunded ?? 0)}</Fact>
      <Fact label="Released to provider">{formatPence(state.escrow?.providerPayouts ?? 0)}</Fact>
    </Grid>
  );
}

/**
 * The booking as the product saw it at a chosen instant: a slider over the times of its events,
 * or any date and time (London time). The server replays the events up to that instant through
 * the booking lifecycle itself.
 */
export function TimeTravel({ id, history }: { id: Identifier; history: BookingHistoryEntry[] }) {
  const marks = useMemo(
    () => history.map((e) => ({ at: e.occurredAt, label: e.type, position: e.position })),
    [history],
  );
  const last = marks.at(-1);
  const [index, setIndex] = useState(Math.max(0, marks.length - 1));
  // The slider travels to just after one event (by its position, exact even when events share a
  // millisecond); the date-time field to any instant.
  const [point, setPoint] = useState<{ query: string; when: string } | null>(
    last ? { query: `position=${last.position}`, when: last.at } : null,
  );
  const [typed, setTyped] = useState(last ? instantToLondonInput(last.at) : '');
  const { data: state } = useRead<BookingStateResponse>(
    'bookings',
    id,
    point ? `state?${point.query}` : null,
  );
  if (marks.length === 0) return null;
  const mark = marks[index];
  const choose = (i: number) => {
    const chosen = marks[i];
    if (!chosen) return;
    setIndex(i);
    setPoint({ query: `position=${chosen.position}`, when: chosen.at });
    setTyped(instantToLondonInput(chosen.at));
  };
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Time travel
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Move along the booking's events to see its state at that moment, replayed from its events.
      </Typography>
      <Box sx={{ px: 2, pt: 5 }}>
        <Slider
          aria-label="Point in the booking's history"
          value={index}
          min={0}
          max={marks.length - 1}
          step={1}
          marks
          onChange={(_, value) => choose(value as number)}
          getAriaValueText={(i) => `${marks[i]?.label ?? ''} at ${formatLondon(marks[i]?.at, 'seconds')}`}
          valueLabelDisplay="auto"
          valueLabelFormat={(i) => marks[i]?.label ?? ''}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" data-testid="time-travel-point" sx={{ flex: 1 }}>
          After event {index + 1} of {marks.length}: <strong>{mark?.label}</strong>,{' '}
          {formatLondon(mark?.at, 'seconds')}
        </Typography>
        <TextField
          label="Or any moment (London time)"
          type="datetime-local"
          size="small"
          sx={{ width: 280 }}
          value={typed}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          onChange={(event) => {
            setTyped(event.target.value);
            const at = londonInputToInstant(event.target.value);
            if (at) setPoint({ query: `at=${encodeURIComponent(at)}`, when: at });
          }}
        />
      </Stack>
      {state && point ? <StateAt state={state} when={point.when} /> : null}
    </Box>
  );
}
