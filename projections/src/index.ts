import { usersProjector } from './accounts/users';
import { categoriesProjector } from './catalogue/categories';
import { contactMessagesProjector } from './contact/contact-messages';
import { providersProjector } from './providers/providers';
import { reviewsProjector } from './reviews/reviews';
import type { Projector } from './runner/projector';
import { servicesProjector } from './services/services';
import { verificationDocumentsProjector } from './verification/verification-documents';

/** Every read model of the platform; the runner, rebuild and drift check work over this list. */
export const allProjectors: readonly Projector[] = [
  usersProjector,
  categoriesProjector,
  providersProjector,
  servicesProjector,
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
