import type { Provider } from '@esm/contract/providers';
import type { VerificationDocument } from '@esm/contract/verification';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { errorText } from '../../../api/http';
import { submitVerificationDocument, verificationDocumentsKey } from '../../../api/misc';
import { useSingleFlightMutation } from '../../../api/single-flight-mutation';
import { uploadFile } from '../../../api/uploads';
import { useToast } from '../../../components/toast/toast-context';
import { formatDate } from '../../../lib/format';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_STATUS,
  type DocumentTypeInfo,
  isAcceptedDocument,
} from './document-types';

interface DocumentCardProps {
  info: DocumentTypeInfo;
  provider: Provider;
  /** The latest document of this type, if any. */
  latest: VerificationDocument | undefined;
}

/** One document type: its status, the rejection reason, and an upload while not verified. */
export function DocumentCard({ info, provider, latest }: DocumentCardProps) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const verified = info.passed(provider);
  const status = latest ? DOCUMENT_STATUS[latest.verificationStatus] : null;
  // Optional: insurance and DBS certificates run out; the server expires the document that day.
  const [expiryDate, setExpiryDate] = useState('');

  const upload = useSingleFlightMutation({
    mutationFn: async (file: File) => {
      const path = await uploadFile(file, 'document');
      return submitVerificationDocument(info.type, path, expiryDate || null);
    },
    onSuccess: () => {
      setExpiryDate('');
      queryClient.invalidateQueries({ queryKey: verificationDocumentsKey });
      toast({
        title: 'Document Uploaded',
        description: 'Your verification document has been submitted for review.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Upload Failed',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedDocument(file)) {
      toast({
        title: 'Upload Failed',
        description: 'Please upload a PDF, JPG, JPEG or PNG file.',
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(file);
  };

  const underReview = latest?.verificationStatus === 'pending';

  return (
    <article className="card card__body document-card">
      <div className="card__header">
        <div>
          <h3>{info.title}</h3>
          <p className="subtle">{info.required ? 'Required' : 'Optional'}</p>
        </div>
        {verified ? (
          <span className="badge badge--success">
            <BadgeCheck size={14} aria-hidden="true" /> Verified
          </span>
        ) : (
          status && <span className={`badge ${status.tone}`}>{status.label}</span>
        )}
      </div>
      <p className="muted">{info.description}</p>
      {latest?.verificationStatus === 'rejected' && latest.rejectionReason && (
        <p className="form-error">Document rejected: {latest.rejectionReason}</p>
      )}
      {latest?.verificationStatus === 'expired' && (
        <p className="form-error">This document has expired. Please upload a current one.</p>
      )}
      {latest && (
        <p className="subtle">
          Submitted {formatDate(latest.createdAt)}
          {latest.expiryDate ? ` · expires ${formatDate(latest.expiryDate)}` : ''}
        </p>
      )}
      {!verified && !underReview && (
        <div>
          <div className="field">
            <label htmlFor={`${id}-expiry`} className="field__label">
              Expiry date (optional)
            </label>
            <input
              id={`${id}-expiry`}
              type="date"
              className="input"
              value={expiryDate}
              onChange={(event) => setExpiryDate(event.target.value)}
              disabled={upload.isPending}
            />
          </div>
          <label
            htmlFor={`${id}-file`}
            className={`button button--secondary button--sm ${upload.isPending ? 'is-busy' : ''}`}
          >
            <FileUp size={16} aria-hidden="true" />
            {upload.isPending ? 'Uploading…' : latest ? 'Upload a new document' : 'Upload document'}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            className="visually-hidden"
            accept={DOCUMENT_ACCEPT}
            onChange={onFile}
            disabled={upload.isPending}
          />
          <p className="subtle">PDF, JPG, JPEG or PNG.</p>
        </div>
      )}
    </article>
  );
}
