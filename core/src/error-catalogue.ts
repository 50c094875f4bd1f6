import { accountErrors } from './account/errors';
import { bookingErrors } from './booking/errors';
import { boostErrors } from './boost/errors';
import { calendarErrors } from './calendar/errors';
import { openCheckoutsErrors } from './calendar/open-checkouts';
import { categoryErrors } from './category/errors';
import { chatErrors } from './chat/errors';
import { contactMessageErrors } from './contact-message/errors';
import { escrowErrors } from './escrow/errors';
import { fraudAlertErrors } from './fraud/errors';
import { commonErrors, type ErrorDefinition } from './kernel/errors';
import { paymentErrors } from './payment/errors';
import { payoutErrors } from './payout/errors';
import { payoutAccountErrors } from './payout-account/errors';
import { payoutHoldErrors } from './payout-hold/errors';
import { planErrors } from './plan/errors';
import { providerErrors } from './provider/errors';
import { quoteErrors } from './quote/errors';
import { reviewErrors } from './review/errors';
import { serviceErrors } from './service/errors';
import { standingErrors } from './standing/errors';
import { uploadErrors } from './uploads/errors';
import { verificationErrors } from './verification/errors';

/** Every error code the platform answers with, and its status and text. */
const catalogues = {
  commonErrors,
  accountErrors,
  bookingErrors,
  boostErrors,
  calendarErrors,
  categoryErrors,
  chatErrors,
  contactMessageErrors,
  escrowErrors,
  fraudAlertErrors,
  openCheckoutsErrors,
  paymentErrors,
  payoutErrors,
  payoutAccountErrors,
  payoutHoldErrors,
  planErrors,
  providerErrors,
  quoteErrors,
  reviewErrors,
  serviceErrors,
  standingErrors,
  verificationErrors,
  uploadErrors,
};

function merge(): Record<string, ErrorDefinition> {
  const all: Record<string, ErrorDefinition> = {};
  for (const [name, catalogue] of Object.entries(catalogues)) {
    for (const [code, definition] of Object.entries(
      catalogue.definitions as Record<string, ErrorDefinition>,
    )) {
      if (all[code]) throw new Error(`Error code ${code} of ${name} is declared twice`);
      all[code] = definition;
    }
  }
  return all;
}

export const errorCatalogue: Readonly<Record<string, ErrorDefinition>> = merge();
