import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerBankDetailsRoutes } from './bank-details/routes';
import { registerBoostRoutes } from './boosts/routes';
import { registerCategoryRoutes } from './categories/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import type { ApiContext } from './http/context';
import type { App } from './http/server';
import { registerPlanRoutes } from './plans/routes';
import { registerProviderRoutes } from './providers/routes';
import { registerServiceRoutes } from './services/routes';
import { registerDemoImages } from './web/demo-images';

/** Every route module of the API. */
export function registerRoutes(app: App, ctx: ApiContext): void {
  registerAuthRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerBankDetailsRoutes(app, ctx);
  registerBoostRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerDemoImages(app);
}
