import type { AdminVerificationDocumentRecord as Doc } from '@esm/contract/admin/verification-documents';
import { Box, Link, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { DOCUMENT_TYPE_LABEL } from './labels';

/**
 * The document itself, on its page: an image as an image; a PDF in a frame of our own origin
 * (the file route serves it with nosniff and no caching). Chromium will not run its PDF viewer in
 * a sandboxed frame, so the frame is not sandboxed; the link opens the same file in a new tab.
 */
export function DocumentPreview() {
  const record = useRecordContext<Doc>();
  if (!record) return null;
  const label = `${DOCUMENT_TYPE_LABEL[record.documentType] ?? 'Document'} of ${record.businessName ?? 'the provider'}`;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'grey.50' }}>
      {record.fileType === 'pdf' ? (
        <Box
          component="iframe"
          src={record.fileUrl}
          title={label}
          sx={{ width: '100%', height: 640, border: 0, bgcolor: 'common.white' }}
        />
      ) : (
        <Box
          component="img"
          src={record.fileUrl}
          alt={label}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 640, mx: 'auto' }}
        />
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link href={record.fileUrl} target="_blank" rel="noopener noreferrer">
          Open the file in a new tab
        </Link>
      </Typography>
    </Box>
  );
}
