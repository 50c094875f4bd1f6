import {
  BarChart3,
  CalendarCheck,
  LayoutDashboard,
  MessageSquare,
  Package,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { Tabs } from '../../components/Tabs';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { BookingsTab } from './bookings/BookingsTab';
import { CreateProviderForm } from './CreateProviderForm';
import { ChatsTab } from './chats/ChatsTab';
import { OverviewTab } from './overview/OverviewTab';
import { StandingBanner } from './StandingBanner';
import { ServicesTab } from './services/ServicesTab';
import { SettingsTab } from './settings/SettingsTab';
import { VerificationTab } from './verification/VerificationTab';
import './dashboard.css';

const TABS = [
  {
    key: 'dashboard',
    label: (
      <>
        <LayoutDashboard size={16} aria-hidden="true" /> Dashboard
      </>
    ),
  },
  {
    key: 'services',
    label: (
      <>
        <Package size={16} aria-hidden="true" /> Services
      </>
    ),
  },
  {
    key: 'bookings',
    label: (
      <>
        <CalendarCheck size={16} aria-hidden="true" /> Bookings
      </>
    ),
  },
  {
    key: 'chats',
    label: (
      <>
        <MessageSquare size={16} aria-hidden="true" /> Chats
      </>
    ),
  },
  {
    key: 'verification',
    label: (
      <>
        <ShieldCheck size={16} aria-hidden="true" /> Verification
      </>
    ),
  },
  {
    key: 'settings',
    label: (
      <>
        <Settings size={16} aria-hidden="true" /> Settings
      </>
    ),
  },
] as const;

type TabKey = (typeof TABS)[number]['key'];
const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/**
 * /provider-dashboard. No provider record yet: the create-profile form. Otherwise the
 * tabs (dashboard first; the open tab is kept in ?tab= so it survives reloads and can be linked).
 * ?boost=success and ?upgrade=success, set on return from payment, show a toast once.
 */
export function ProviderDashboardPage() {
  usePageTitle('Provider Dashboard');
  const { user, provider } = useAuth();
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'dashboard';
  const boost = params.get('boost');
  const upgrade = params.get('upgrade');

  useEffect(() => {
    if (boost !== 'success' && upgrade !== 'success') return;
    if (boost === 'success') {
      toast({
        title: 'Boost Activated',
        description: 'Your service is now boosted and will appear higher in search results.',
        variant: 'success',
      });
    } else {
      toast({
        title: 'Plan Upgraded',
        description: 'Your new plan is active: lower commission and faster payouts.',
        variant: 'success',
      });
    }
    // Drop the flag so a reload or the back button does not repeat the toast.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('boost');
        next.delete('upgrade');
        return next;
      },
      { replace: true },
    );
  }, [boost, upgrade, toast, setParams]);

  if (!user) return null;
  if (!provider) return <CreateProviderForm user={user} />;

  const setTab = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'dashboard') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container section dashboard">
      <div className="page-title-row">
        <div>
          <p className="subtle" style={{ margin: 0 }}>
            Provider Dashboard
          </p>
          <h1>{provider.businessName}</h1>
        </div>
        <div className="cluster">
          {provider.isVerified && <span className="badge badge--success">Verified provider</span>}
          <Link to="/analytics" className="button button--outline button--sm">
            <BarChart3 size={16} aria-hidden="true" /> Analytics
          </Link>
        </div>
      </div>
      <StandingBanner />
      <Tabs label="Dashboard sections" tabs={TABS} active={tab} onChange={setTab}>
        {tab === 'dashboard' && <OverviewTab />}
        {tab === 'services' && <ServicesTab provider={provider} />}
        {tab === 'bookings' && <BookingsTab provider={provider} />}
        {tab === 'chats' && <ChatsTab provider={provider} />}
        {tab === 'verification' && <VerificationTab provider={provider} />}
        {tab === 'settings' && <SettingsTab provider={provider} />}
      </Tabs>
    </div>
  );
}
