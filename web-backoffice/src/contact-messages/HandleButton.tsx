import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { ReasonDialog } from '../common/ReasonDialog';
import { useCommand } from '../common/useCommand';

/** Marks a message handled, with an optional note of what was done (e.g. "Called back"). */
export function HandleButton() {
  const record = useRecordContext<{ id: string; status: string; isCallback: boolean }>();
  const { canAccess } = useCanAccess({ resource: 'contact-messages', action: 'handle' });
  const { send, busy } = useCommand('contact-messages');
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || record.status !== 'open') return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Mark handled
      </Button>
      {open ? (
        <ReasonDialog
          open
          title={record.isCallback ? 'Mark this call-back request handled' : 'Mark this message handled'}
          label="Note (optional): what you did"
          confirm="Mark handled"
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={async (note) => {
            const ok = await send(record.id, 'handle', { note: note || null }, 'Marked handled');
            if (ok) setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
