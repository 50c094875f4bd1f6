import type { ViolationChat } from '@esm/contract/admin/violations';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { formatLondon } from '../format/london-time';
import type { BackOfficeDataProvider } from '../providers/dataProvider';

/**
 * The refused message among the messages around it in its chat, read-only: delivered messages
 * as the two sides saw them, the refused one marked (the recipient never saw it).
 */
export function ChatContext() {
  const record = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [chat, setChat] = useState<ViolationChat | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!record) return;
    let live = true;
    dataProvider
      .read<ViolationChat>('violations', { id: record.id, path: 'chat' })
      .then(({ data }) => live && setChat(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [dataProvider, record]);
  if (failed) return <Alert severity="error">The chat could not be loaded.</Alert>;
  if (!chat) return <Typography color="text.secondary">Loading the chat…</Typography>;
  return (
    <Stack spacing={1} aria-label="Chat context" sx={{ maxWidth: 720 }}>
      {chat.messages.map((m) => (
        <Paper
          key={m.id}
          variant="outlined"
          data-refused={m.refused ? 'true' : undefined}
          sx={{
            p: 1.5,
            alignSelf: m.senderRole === 'provider' ? 'flex-end' : 'flex-start',
            maxWidth: '85%',
            borderColor: m.refused ? 'error.main' : undefined,
            borderWidth: m.refused ? 2 : 1,
            bgcolor: m.refused ? 'rgba(211, 47, 47, 0.06)' : undefined,
          }}
        >
          <Box sx={{ display: 'flex', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {m.senderName} ({m.senderRole === 'customer' ? 'client' : 'provider'})
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatLondon(m.sentAt, 'dayTime')}
            </Typography>
            {m.refused ? (
              <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
                Refused — never delivered
              </Typography>
            ) : null}
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {m.message ?? '(erased)'}
          </Typography>
        </Paper>
      ))}
      {chat.messages.length === 1 ? (
        <Typography variant="body2" color="text.secondary">
          No other messages in this chat.
        </Typography>
      ) : null}
    </Stack>
  );
}
