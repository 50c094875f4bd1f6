import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { Clock } from '@esm/core/kernel/clock';
import { isDomainError } from '@esm/core/kernel/errors';
import { type SimulatedCardResult, SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import type pg from 'pg';

/**
 * The product as it is (`fixed`), or with one earlier fix taken out again, so the simulation can
 * show it finds that bug. Each variant swaps a part the simulation composes (the gateway, how a
 * command bus answers, which timers the workers honour); production code has no switch for them.
 */
export type Variant = 'fixed' | 'day-paid-twice' | 'settlement-stranded' | 'racing-confirmations';

export const VARIANTS: readonly Variant[] = [
  'fixed',
  'day-paid-twice',
  'settlement-stranded',
  'racing-confirmations',
];

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

const DECLINED_CARD = '4000000000000002';

type CardInput = Parameters<SimulatedGateway['confirmCard']>[1];

/**
 * The simulated gateway before racing confirmations were made safe: a confirmation read the
 * intent, then wrote its outcome whatever had happened since, so a decline that had read the
 * intent open could turn a payment that succeeded in between back into an unpaid intent.
 */
export class RacingConfirmationsGateway extends SimulatedGateway {
  constructor(
    private readonly db: pg.Pool,
    clock: Clock,
    webhookSecret: string,
  ) {
    super(db, clock, webhookSecret);
  }

  override async confirmCard(clientSecret: string, card: CardInput): Promise<SimulatedCardResult> {
    const read = await this.intentForClientSecret(clientSecret);
    const result = await super.confirmCard(clientSecret, card);
    const wasOpen = read.status === 'requires_payment_method' || read.status === 'requires_confirmation';
    if (wasOpen && card.cardNumber.replace(/\s/g, '') === DECLINED_CARD) {
      await this.db.query(
        `UPDATE gw.intents SET status = 'requires_payment_method', last_error = 'Your card was declined.'
          WHERE id = $1`,
        [read.intentId],
      );
      return { status: 'failed', message: 'Your card was declined.' };
    }
    return result;
  }
}

/**
 * Settlement before a booking's day had to be booked for it to be paid: a BookDay the calendar
 * refused (someone else's booking had the day) was let through, and the booking was marked paid.
 */
export function letRefusedBookDayThrough(commands: CommandBus): void {
  const run = commands.run.bind(commands);
  commands.run = (async (request: Parameters<CommandBus['run']>[0]) => {
    try {
      return await run(request);
    } catch (error) {
      if ((request.command as { type?: string }).type === 'BookDay' && isDomainError(error))
        return { state: null, events: [], lastPosition: 0 };
      throw error;
    }
  }) as CommandBus['run'];
}
