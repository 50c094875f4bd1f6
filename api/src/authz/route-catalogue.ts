import type { App } from '../http/server';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const catalogues = new WeakMap<object, RegisteredRoute[]>();

/**
 * Records every route the app registers (fastify's onRoute hook, added before any route module),
 * so the authorisation matrix test can fail when a route is not classified (docs/permissions.md).
 */
export function trackRoutes(app: App): void {
  const routes: RegisteredRoute[] = [];
  catalogues.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method).toUpperCase(), url: route.url });
  });
}

/** The routes the app registered, in registration order (empty when it was not tracked). */
export const registeredRoutes = (app: object): readonly RegisteredRoute[] => catalogues.get(app) ?? [];
