import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './auth/guards';
import { Layout } from './components/layout/Layout';

/** Every route's code is its own chunk, loaded on first visit (keeps the first load small). */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = page(() => import('./features/home/HomePage'), 'HomePage');
const ServiceListingPage = page(() => import('./features/services/ServiceListingPage'), 'ServiceListingPage');
const ServiceDetailPage = page(() => import('./features/services/ServiceDetailPage'), 'ServiceDetailPage');
const AboutPage = page(() => import('./features/static/AboutPage'), 'AboutPage');
const HowItWorksPage = page(() => import('./features/static/HowItWorksPage'), 'HowItWorksPage');
const PricingPage = page(() => import('./features/pricing/PricingPage'), 'PricingPage');
const TermsPage = page(() => import('./features/static/TermsPage'), 'TermsPage');
const PrivacyPage = page(() => import('./features/static/PrivacyPage'), 'PrivacyPage');
const SupportPage = page(() => import('./features/support/SupportPage'), 'SupportPage');
const ContactPage = page(() => import('./features/contact/ContactPage'), 'ContactPage');
const LogoDownloadPage = page(() => import('./features/static/LogoDownloadPage'), 'LogoDownloadPage');
const NotFoundPage = page(() => import('./features/static/NotFoundPage'), 'NotFoundPage');
const LoginPage = page(() => import('./features/login/LoginPage'), 'LoginPage');
const ForgotPasswordPage = page(() => import('./features/login/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./features/login/ResetPasswordPage'), 'ResetPasswordPage');
const CompleteProfilePage = page(
  () => import('./features/profile/CompleteProfilePage'),
  'CompleteProfilePage',
);
const MyQuotesPage = page(() => import('./features/quotes/MyQuotesPage'), 'MyQuotesPage');
const QuoteBookingPage = page(() => import('./features/bookings/QuoteBookingPage'), 'QuoteBookingPage');
const MyBookingsPage = page(() => import('./features/bookings/MyBookingsPage'), 'MyBookingsPage');
const BookingDetailPage = page(() => import('./features/bookings/BookingDetailPage'), 'BookingDetailPage');
const CheckoutPage = page(() => import('./features/checkout/CheckoutPage'), 'CheckoutPage');
const BookingSuccessPage = page(() => import('./features/checkout/BookingSuccessPage'), 'BookingSuccessPage');
const MessagesPage = page(() => import('./features/chat/MessagesPage'), 'MessagesPage');
const ProviderDashboardPage = page(
  () => import('./features/provider-dashboard/ProviderDashboardPage'),
  'ProviderDashboardPage',
);
const BankDetailsPage = page(() => import('./features/bank-details/BankDetailsPage'), 'BankDetailsPage');
const BoostPage = page(() => import('./features/boost/BoostPage'), 'BoostPage');
const UpgradePage = page(() => import('./features/upgrade/UpgradePage'), 'UpgradePage');
const AnalyticsPage = page(() => import('./features/analytics/AnalyticsPage'), 'AnalyticsPage');

/** The routes and, plus /login, /bookings, /messages and /quotes for clients. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServiceListingPage />} />
        <Route path="services/:category" element={<ServiceListingPage />} />
        <Route path="service/:id" element={<ServiceDetailPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="logo-download" element={<LogoDownloadPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />

        <Route
          path="complete-profile"
          element={
            <RequireAuth>
              <CompleteProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path="quotes"
          element={
            <RequireAuth>
              <MyQuotesPage />
            </RequireAuth>
          }
        />
        <Route
          path="bookings"
          element={
            <RequireAuth>
              <MyBookingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="bookings/:id"
          element={
            <RequireAuth>
              <BookingDetailPage />
            </RequireAuth>
          }
        />
        <Route
          path="messages"
          element={
            <RequireAuth>
              <MessagesPage />
            </RequireAuth>
          }
        />
        <Route
          path="checkout"
          element={
            <RequireAuth needsCompleteProfile>
              <CheckoutPage />
            </RequireAuth>
          }
        />
        <Route
          path="booking-success"
          element={
            <RequireAuth needsCompleteProfile>
              <BookingSuccessPage />
            </RequireAuth>
          }
        />
        <Route
          path="booking/:quoteId"
          element={
            <RequireAuth needsCompleteProfile>
              <QuoteBookingPage />
            </RequireAuth>
          }
        />

        <Route
          path="provider-dashboard"
          element={
            <RequireAuth>
              <ProviderDashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="provider/bank-details"
          element={
            <RequireAuth>
              <BankDetailsPage />
            </RequireAuth>
          }
        />
        <Route
          path="services/:id/boost"
          element={
            <RequireAuth>
              <BoostPage />
            </RequireAuth>
          }
        />
        <Route
          path="upgrade/:plan"
          element={
            <RequireAuth>
              <UpgradePage />
            </RequireAuth>
          }
        />
        <Route
          path="analytics"
          element={
            <RequireAuth>
              <AnalyticsPage />
            </RequireAuth>
          }
        />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
