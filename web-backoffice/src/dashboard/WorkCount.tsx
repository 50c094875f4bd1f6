import type { AdminSummary } from '@esm/contract/admin/summary';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { httpClient } from '../providers/http';

let inFlight: Promise<AdminSummary | null> | null = null;

/** One GET /api/admin/summary for all the cards of one dashboard render. */
function loadSummary(): Promise<AdminSummary | null> {
  inFlight ??= httpClient('/api/admin/summary')
    .then(({ json }) => json as AdminSummary)
    // The counts are a convenience: without them the cards still lead to the work.
    .catch(() => null)
    .finally(() => {
      setTimeout(() => {
        inFlight = null;
      }, 0);
    });
  return inFlight;
}

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

function countText(resource: string, s: AdminSummary): string | null {
  switch (resource) {
    case 'verification-documents':
      return s.pendingDocuments === undefined ? null : `${s.pendingDocuments} pending`;
    case 'fraud-alerts': {
      if (!s.openFraudAlerts) return null;
      const open = SEVERITIES.filter((level) => (s.openFraudAlerts?.[level] ?? 0) > 0).map(
        (level) => `${s.openFraudAlerts?.[level]} ${level}`,
      );
      return open.length > 0 ? `Open: ${open.join(', ')}` : 'None open';
    }
    case 'contact-messages':
      return s.openContactMessages === undefined ? null : `${s.openContactMessages} open`;
    case 'disputes':
      return s.openDisputes === undefined ? null : `${s.openDisputes} open`;
    case 'reviews':
      return s.reportedReviews === undefined ? null : `${s.reportedReviews} awaiting a decision`;
    case 'violations':
      return s.violationsThisWeek === undefined ? null : `${s.violationsThisWeek} in the last 7 days`;
    case 'payouts':
      if (s.payoutsNeedingAttention === undefined) return null;
      return `${s.payoutsNeedingAttention} ${s.payoutsNeedingAttention === 1 ? 'needs' : 'need'} attention`;
    case 'refunds':
      return s.failedRefunds === undefined ? null : `${s.failedRefunds} failed`;
    case 'users':
      return s.users === undefined
        ? null
        : `${s.users} active users, ${s.staff ?? 0} with a back-office role`;
    default:
      return null;
  }
}

/** The count of waiting work on a dashboard card, where the summary has one for the resource. */
export function WorkCount({ resource }: { resource: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSummary().then((summary) => {
      if (live && summary) setText(countText(resource, summary));
    });
    return () => {
      live = false;
    };
  }, [resource]);
  if (!text) return null;
  return (
    <Typography variant="body2" color="primary" sx={{ mt: 1, fontWeight: 500 }}>
      {text}
    </Typography>
  );
}
