import { registerAuthRoutes } from './auth/routes';
import { registerCategoryRoutes } from './categories/routes';
import { registerDevMailbox } from './dev-mailbox/routes';
import type { ApiContext } from './http/context';
import type { App } from './http/server';
import { registerProviderRoutes } from './providers/routes';
import { registerServiceRoutes } from './services/routes';
import { registerDemoImages } from './web/demo-images';

/** Every route module of the API. */
export function registerRoutes(app: App, ctx: ApiContext): void {
  registerAuthRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerDemoImages(app);
  registerDevMailbox(app, ctx, { open: process.env.NODE_ENV !== 'production' });
}
