import type { User } from '@esm/contract/auth';
import type { PayoutAccountStatus, Provider } from '@esm/contract/providers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { userKey } from '../../api/auth';
import { myProviderKey, payoutAccountKey } from '../../api/providers';
import { ToastContext } from '../../components/toast/toast-context';
import { BankDetailsCard } from '../provider-dashboard/settings/BankDetailsCard';
import { BankDetailsPage, BankDetailsSaved } from './BankDetailsPage';
import { PayoutSetup } from './PayoutSetup';
import { payoutStatusView } from './payout-status';

const user: User = {
  id: 'user-1',
  email: 'hello@kiwisound.co.uk',
  firstName: 'Kiri',
  lastName: 'Moana',
  profileImageUrl: null,
  phoneNumber: null,
  address: null,
  postcode: null,
  isProfileComplete: true,
  roles: ['client', 'provider'],
};

/** A new provider who has just saved account 12345678, sort code 200000, Barclays. */
const provider: Provider = {
  id: 'provider-1',
  userId: user.id,
  businessName: 'Kiwi Sound',
  description: null,
  businessAddress: '1 High Street, Leeds',
  postcode: 'LS1 4DY',
  phoneNumber: '0113 496 0000',
  contactEmail: 'hello@kiwisound.co.uk',
  website: null,
  vatNumber: null,
  businessRegNumber: null,
  serviceAreas: [],
  rating: '0.00',
  totalReviews: 0,
  completedBookings: 0,
  successRate: '100.00',
  depositRequired: true,
  depositPercentage: '25.00',
  bankAccountHolderName: 'Kiwi Sound Ltd',
  bankAccountLast4: '5678',
  bankSortCode: '**-**-00',
  bankName: 'Barclays',
  bankDetailsVerified: false,
  bankDetailsStatus: 'pending',
  bankDetailsRejectionReason: null,
  bankDetailsAddedAt: '2026-11-20T10:00:00.000Z',
  plan: 'basic',
  createdAt: '2026-11-20T09:00:00.000Z',
  responseTime: 24,
  riskScore: 10,
  isVerified: true,
  verificationLevel: 'verified',
  identityVerified: true,
  businessVerified: true,
  insuranceVerified: true,
  backgroundCheckPassed: true,
  verificationProgress: 100,
  verificationDate: '2026-11-21T09:00:00.000Z',
};

const verified: Provider = { ...provider, bankDetailsVerified: true, bankDetailsStatus: 'verified' };

/** The simulated gateway opens the payout account at once: payouts are enabled there. */
const enabled: PayoutAccountStatus = {
  gateway: 'simulated',
  status: 'enabled',
  requirementsDue: [],
  message: 'Payouts are set up: we pay into your bank account on each payout date.',
};

function render(node: ReactNode, me: Provider, payout: PayoutAccountStatus = enabled): string {
  // Everything the screens read is in the cache; nothing is fetched.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: () => new Promise(() => {}), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  queryClient.setQueryData(userKey, user);
  queryClient.setQueryData(myProviderKey, me);
  queryClient.setQueryData(payoutAccountKey, payout);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ToastContext.Provider value={() => {}}>
        <MemoryRouter>{node}</MemoryRouter>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
}

/** The text a screen reader or a tester reads: tags dropped, entities as they are. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('bank details: their verification status, and payouts', () => {
  it('Settings shows details awaiting our team as Pending verification, not as payouts set up', () => {
    const card = text(render(<BankDetailsCard provider={provider} />, provider));
    expect(card).toContain('Pending verification');
    expect(card).toContain('•••• 5678');
    expect(card).not.toContain('Payouts set up');
    expect(card).not.toMatch(/\bVerified\b/);
  });

  it('Settings shows verified details as Verified, with payouts set up', () => {
    const card = text(render(<BankDetailsCard provider={verified} />, verified));
    expect(card).toMatch(/\bVerified\b/);
    expect(card).toContain('Payouts set up');
    expect(card).not.toContain('Pending verification');
  });

  it('the bank page after saving says the details are pending verification, and does not call payouts set up', () => {
    const page = text(
      render(
        <>
          <PayoutSetup bankCheck={provider.bankDetailsStatus} />
          <BankDetailsSaved provider={provider} />
        </>,
        provider,
      ),
    );
    expect(page).toContain('Bank details saved');
    expect(page).toContain('Pending verification');
    expect(page).not.toContain('Payouts set up');
    expect(page).not.toContain('Payouts are set up');
  });

  it('the bank page on a later visit says the same', () => {
    const page = text(render(<BankDetailsPage />, provider));
    expect(page).toContain('Pending verification');
    expect(page).not.toContain('Payouts set up');
    const verifiedPage = text(render(<BankDetailsPage />, verified));
    expect(verifiedPage).toContain('Verified.');
    expect(verifiedPage).toContain('Payouts set up');
  });

  it('the gateway’s own states read the same whatever the check of the details', () => {
    for (const bankCheck of ['pending', 'verified', 'rejected'] as const) {
      expect(payoutStatusView({ ...enabled, status: 'action_required' }, bankCheck).title).toBe(
        'Action needed to receive payouts',
      );
      expect(payoutStatusView({ ...enabled, status: 'setting_up' }, bankCheck).title).toBe(
        'Setting up payouts…',
      );
    }
    expect(payoutStatusView(enabled, 'verified')).toMatchObject({ title: 'Payouts set up', tone: 'success' });
    expect(payoutStatusView(enabled, 'pending').title).not.toBe('Payouts set up');
    expect(payoutStatusView(enabled, 'rejected')).toMatchObject({ tone: 'warning' });
  });
});

describe('bank details inputs', () => {
  it('limit the account number to 8 characters and the sort code to 6', () => {
    const html = render(<BankDetailsPage />, provider);
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
    expect(input('bankAccountNumber')).toMatch(/maxLength="8"/i);
    expect(input('bankSortCode')).toMatch(/maxLength="6"/i);
  });
});
