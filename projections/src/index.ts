import { usersProjector } from './accounts/users';
import { platformAnalyticsProjector } from './analytics/platform-analytics';
import { bookingsProjector } from './bookings/bookings';
import { boostsProjector } from './boosts/boosts';
import { categoriesProjector } from './catalogue/categories';
import { chatProjector } from './chat/chat';
import { contactMessagesProjector } from './contact/contact-messages';
import { providerDashboardProjector } from './dashboard/provider-dashboard';
import { ledgerProjector } from './ledger/ledger';
import { payoutAccountsProjector } from './payout-accounts/payout-accounts';
import { payoutsProjector } from './payouts/payouts';
import { providersProjector } from './providers/providers';
import { quotesProjector } from './quotes/quotes';
import { reviewsProjector } from './reviews/reviews';
import { fraudAlertsProjector } from './risk/fraud-alerts';
import { riskFactsProjector } from './risk/risk-facts';
import type { Projector } from './runner/projector';
import { servicesProjector } from './services/services';
import { standingProjector } from './standing/standing';
import { verificationDocumentsProjector } from './verification/verification-documents';

/** Every read model of the platform; the runner, rebuild and drift check work over this list. */
export const allProjectors: readonly Projector[] = [
  usersProjector,
  categoriesProjector,
  providersProjector,
  servicesProjector,
  ledgerProjector,
  payoutsProjector,
  payoutAccountsProjector,
  chatProjector,
  standingProjector,
  riskFactsProjector,
  fraudAlertsProjector,
  quotesProjector,
  bookingsProjector,
  boostsProjector,
  providerDashboardProjector,
  platformAnalyticsProjector,
  verificationDocumentsProjector,
  reviewsProjector,
  contactMessagesProjector,
];

/** Extensions the read models use (full text is built in; these are PostgreSQL contrib). */
export const readModelExtensionsMigration = {
  id: '0210_read_model_extensions',
  sql: `CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS cube;
    CREATE EXTENSION IF NOT EXISTS earthdistance;`,
};
