import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';

/** Marks a message handled, with an optional note of what was done (e.g. "Called back"). */
export function HandleButton() {
  const record = useRecordContext<{ id: string; status: string; isCallback: boolean }>();
  if (record?.status !== 'open') return null;
  return (
    <CommandButton
      resource="contact-messages"
      recordId={record.id}
      action="handle"
      body={(note) => ({ note: note || null })}
      done="Marked handled"
      label="Mark handled"
      variant="contained"
      ask={{
        title: record.isCallback ? 'Mark this call-back request handled' : 'Mark this message handled',
        label: 'Note (optional): what you did',
        optional: true,
        maxLength: 500,
      }}
    />
  );
}
