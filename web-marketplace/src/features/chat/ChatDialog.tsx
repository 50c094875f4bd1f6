import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { openChatRoom } from '../../api/chat';
import { errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useAuth } from '../../auth/use-auth';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { currentPath, loginUrl } from '../../lib/navigation';
import { ChatThread } from './ChatThread';

interface ChatDialogProps {
  open: boolean;
  onClose: () => void;
  providerId: string;
  providerName: string;
  serviceId: string;
  serviceName: string;
}

/**
 * Ask Questions: visitors are asked to log in; signed-in users get the room for this
 * provider and service (created the first time, reused after).
 */
export function ChatDialog({
  open,
  onClose,
  providerId,
  providerName,
  serviceId,
  serviceName,
}: ChatDialogProps) {
  const { isSignedIn } = useAuth();
  const room = useSingleFlightMutation({ mutationFn: () => openChatRoom(providerId, serviceId) });
  const { mutate, data, isIdle } = room;

  useEffect(() => {
    if (open && isSignedIn && isIdle) mutate();
  }, [open, isSignedIn, isIdle, mutate]);

  if (!isSignedIn) {
    return (
      <Dialog open={open} onClose={onClose} title="Login Required" size="sm">
        <p className="muted">Please log in to chat with {providerName} about this service.</p>
        <a className="button button--primary button--block" href={loginUrl({ returnTo: currentPath() })}>
          <LogIn size={16} aria-hidden="true" /> Login to Chat
        </a>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Chat with ${providerName}`}
      description={`About: ${serviceName}`}
    >
      {room.isError ? (
        <ErrorState
          title="We couldn't open the chat"
          message={errorText(room.error, 'Please try again.')}
          onRetry={() => room.mutate()}
        />
      ) : data ? (
        <ChatThread roomId={data.id} counterpartName={providerName} />
      ) : (
        <div className="page-spinner" style={{ minHeight: 200 }}>
          <Spinner label="Opening chat…" />
        </div>
      )}
    </Dialog>
  );
}
