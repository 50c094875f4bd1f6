import { usersProjector } from './accounts/users';
import { platformAnalyticsProjector } from './analytics/platform-analytics';
import { boostsProjector } from './boosts/boosts';
import { categoriesProjector } from './catalogue/categories';
import { providerDashboardProjector } from './dashboard/provider-dashboard';
import { providersProjector } from './providers/providers';
import type { Projector } from './runner/projector';
import { servicesProjector } from './services/services';

/** Every read model of the platform; the runner, rebuild and drift check work over this list. */
export const allProjectors: readonly Projector[] = [
  usersProjector,
  categoriesProjector,
  providersProjector,
  servicesProjector,
  boostsProjector,
  providerDashboardProjector,
  platformAnalyticsProjector,
];

/** Extensions the read models use (full text is built in; these are PostgreSQL contrib). */
export const readModelExtensionsMigration = {
  id: '0210_read_model_extensions',
  sql: `CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS cube;
    CREATE EXTENSION IF NOT EXISTS earthdistance;`,
};
