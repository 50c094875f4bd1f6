import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { customRoutes, resources } from './resources';

/**
 * The back office at /admin: react-admin over the API's /api/admin resources, signed in with the
 * marketplace's accounts and session cookie. Each resource's views load lazily (resources.tsx),
 * so a verifier never downloads the auditor's screens.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="EventHire back office"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        theme={theme}
        disableTelemetry
        requireAuth
      >
        {resources}
        <CustomRoutes>{customRoutes}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
