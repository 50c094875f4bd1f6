import type { Provider } from '@esm/contract/providers';
import type { VerificationDocument } from '@esm/contract/verification';
import { useVerificationDocumentsQuery } from '../../../api/misc';
import { useRiskScoreQuery } from '../../../api/providers';
import { Spinner } from '../../../components/Spinner';
import { ErrorState } from '../../../components/States';
import { DocumentCard } from './DocumentCard';
import { DOCUMENT_TYPES, riskLevel, verificationProgress } from './document-types';

/** Progress (25% per check), risk level, stats, and one card per document type. */
export function VerificationTab({ provider }: { provider: Provider }) {
  const documents = useVerificationDocumentsQuery();
  const risk = useRiskScoreQuery(provider.id);
  const progress = verificationProgress(provider);
  const score = risk.data?.riskScore ?? provider.riskScore;
  const level = riskLevel(score);

  // The list is newest first; keep the latest document of each type.
  const latestByType = new Map<string, VerificationDocument>();
  for (const doc of documents.data ?? []) {
    const current = latestByType.get(doc.documentType);
    if (!current || current.createdAt < doc.createdAt) latestByType.set(doc.documentType, doc);
  }

  return (
    <div className="stack stack--lg">
      <div className="grid grid--3">
        <div className="card card__body">
          <p className="stat__label">Verification progress</p>
          <p className="stat__value">{progress}%</p>
          <div
            className="progress"
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label="Verification progress"
          >
            <div className="progress__bar" style={{ width: `${progress}%` }} />
          </div>
          <p className="stat__note" style={{ marginTop: 'var(--space-2)' }}>
            {provider.isVerified
              ? 'You are a verified provider.'
              : 'Identity, business and insurance make you verified.'}
          </p>
        </div>
        <div className="card card__body">
          <p className="stat__label">Risk level</p>
          <p className="stat__value">
            <span className={`badge ${level.tone}`} style={{ fontSize: 'var(--text-base)' }}>
              {level.label}
            </span>
          </p>
          <p className="stat__note">Score {score} of 100</p>
          {risk.data && risk.data.reasons.length > 0 && (
            <ul className="risk-reasons">
              {risk.data.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="card card__body">
          <p className="stat__label">Your record</p>
          <dl className="summary-list">
            <div>
              <dt>Completed bookings</dt>
              <dd>{provider.completedBookings}</dd>
            </div>
            <div>
              <dt>Rating</dt>
              <dd>{provider.rating}</dd>
            </div>
            <div>
              <dt>Reviews</dt>
              <dd>{provider.totalReviews}</dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="muted">Documents are reviewed within 3–5 business days.</p>
      {documents.isPending ? (
        <Spinner label="Loading your documents…" />
      ) : documents.isError ? (
        <ErrorState title="We couldn't load your documents" onRetry={() => documents.refetch()} />
      ) : (
        <div className="grid grid--2">
          {DOCUMENT_TYPES.map((info) => (
            <DocumentCard
              key={info.type}
              info={info}
              provider={provider}
              latest={latestByType.get(info.type)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
