import { usersProjector } from './accounts/projector';
import { platformAnalyticsProjector } from './analytics/projector';
import { bookingsProjector } from './bookings/projector';
import { boostsProjector } from './boosts/projector';
import { categoriesProjector } from './catalogue/projector';
import { chatProjector } from './chat/projector';
import { contactMessagesProjector } from './contact/projector';
import { providerDashboardProjector } from './dashboard/projector';
import { fraudAlertsProjector } from './fraud-alerts/projector';
import { investigationProjector } from './investigation/projector';
import { ledgerProjector } from './ledger/projector';
import { payoutAccountsProjector } from './payout-accounts/projector';
import { payoutsProjector } from './payouts/projector';
import { providersProjector } from './providers/projector';
import { quotesProjector } from './quotes/projector';
import { reportedReviewsProjector } from './reported-reviews/projector';
import { reviewsProjector } from './reviews/projector';
import { riskFactsProjector } from './risk/projector';
import type { Projector } from './runner/projector';
import { servicesProjector } from './services/projector';
import { standingProjector } from './standing/projector';
import { verificationDocumentsProjector } from './verification/projector';
import { violationsProjector } from './violations/projector';

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
  investigationProjector,
  quotesProjector,
  bookingsProjector,
  boostsProjector,
  providerDashboardProjector,
  platformAnalyticsProjector,
  verificationDocumentsProjector,
  reviewsProjector,
  contactMessagesProjector,
  violationsProjector,
  reportedReviewsProjector,
];

/** Extensions the read models use (full text is built in; these are PostgreSQL contrib). */
export const readModelExtensionsMigration = {
  id: '0210_read_model_extensions',
  sql: `CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS cube;
    CREATE EXTENSION IF NOT EXISTS earthdistance;`,
};
