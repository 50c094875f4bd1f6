import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerBankDetailsRoutes } from './bank-details/routes';
import { registerProviderContactRoute } from './bookings/contact-route';
import { registerBookingRoutes } from './bookings/routes';
import { registerBoostRoutes } from './boosts/routes';
import { registerCategoryRoutes } from './categories/routes';
import { registerChatRoutes } from './chat/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerDisputeRoutes } from './disputes/routes';
import type { ApiContext } from './http/context';
import type { App } from './http/server';
import { registerSimulatedGatewayRoutes } from './payments/simulated-gateway-routes';
import { registerPaymentWebhookRoutes } from './payments/webhook-routes';
import { registerPayoutRoutes } from './payouts/routes';
import { registerPlanRoutes } from './plans/routes';
import { registerProviderRoutes } from './providers/routes';
import { registerQuoteRoutes } from './quotes/routes';
import { registerRiskRoutes } from './risk/routes';
import { registerServiceRoutes } from './services/routes';
import { registerStandingRoutes } from './standing/routes';
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
  registerPayoutRoutes(app, ctx);
  registerDisputeRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerStandingRoutes(app, ctx);
  registerRiskRoutes(app, ctx);
  registerQuoteRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerProviderContactRoute(app, ctx);
  registerPaymentWebhookRoutes(app, ctx);
  registerSimulatedGatewayRoutes(app, ctx);
}
