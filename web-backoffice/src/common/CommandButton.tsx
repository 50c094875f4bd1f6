import { Button, type ButtonProps } from '@mui/material';
import { useRef, useState } from 'react';
import { type Identifier, useCanAccess, useRefresh } from 'react-admin';
import { TextDialog, type TextDialogProps } from './TextDialog';
import { useCommand } from './useCommand';

export type Ask = Omit<TextDialogProps, 'open' | 'onCancel' | 'onConfirm' | 'confirm'> & {
  /** The dialog's confirm words; the button's by default. */
  confirm?: string;
};

export type CommandButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'action'> & {
  resource: string;
  recordId: Identifier;
  /** The path's last segment: `POST /api/admin/<resource>/<recordId>/<action>`. */
  action: string;
  /** The access table's action, when it is not the path's. */
  access?: string;
  /** The request body, from the dialog's answer when there is one. */
  body?: (text: string, choice: string | null) => unknown;
  /** The notification once done. */
  done: string;
  label: string;
  ask?: Ask;
};

/**
 * A button that sends one workflow command on a record, hidden from those the access table
 * does not allow. With `ask` it first asks for the text (and choice) the command carries, and
 * a refusal is shown in that dialog; without, a refusal is an error notification.
 */
export function CommandButton({
  resource,
  recordId,
  action,
  access,
  body,
  done,
  label,
  ask,
  disabled,
  ...button
}: CommandButtonProps) {
  const { canAccess } = useCanAccess({ resource, action: access ?? action });
  const { send, sendOrNotify, busy } = useCommand(resource);
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // A refusal shown in the dialog usually means the page showed a state that has moved on: the
  // page reloads when the dialog closes, not while it shows the refusal.
  const refused = useRef(false);
  if (!canAccess) return null;
  const bodyOf = body ?? (() => ({}));
  return (
    <>
      <Button
        {...button}
        disabled={disabled || busy}
        onClick={() => (ask ? setOpen(true) : sendOrNotify(recordId, action, bodyOf('', null), done))}
      >
        {label}
      </Button>
      {ask ? (
        <TextDialog
          {...ask}
          open={open}
          confirm={ask.confirm ?? label}
          onCancel={() => {
            setOpen(false);
            if (refused.current) refresh();
            refused.current = false;
          }}
          onConfirm={async (text, choice) => {
            try {
              await send(recordId, action, bodyOf(text, choice), done);
            } catch (error) {
              refused.current = true;
              throw error;
            }
            refused.current = false;
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
