import { registerAuthRoutes } from './auth/routes';
import { registerCategoryRoutes } from './categories/routes';
import { registerContactRoutes } from './contact/routes';
import type { ApiContext } from './http/context';
import type { App } from './http/server';
import { registerObjectRoutes } from './objects/routes';
import { registerProviderRoutes } from './providers/routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerServiceRoutes } from './services/routes';
import { registerVerificationRoutes } from './verification/routes';
import { registerDemoImages } from './web/demo-images';

/** Every route module of the API. */
export function registerRoutes(app: App, ctx: ApiContext): void {
  registerAuthRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerDemoImages(app);
  registerObjectRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerContactRoutes(app, ctx);
}
