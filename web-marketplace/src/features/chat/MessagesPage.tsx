import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../components/use-page-title';
import { Conversations } from './Conversations';

/**
 * /messages: the one inbox. Every conversation of the signed-in person, as a client with
 * providers and, for providers, with their customers; Dashboard → Chats shows the same threads and
 * links here. `?room=` opens one conversation.
 */
export function MessagesPage() {
  usePageTitle('Messages');
  const { user, provider } = useAuth();
  const [params] = useSearchParams();
  return (
    <div className="container section">
      <div className="page-title-row">
        <h1>Messages</h1>
      </div>
      <Conversations
        key={user?.id}
        emptyTitle="No conversations yet"
        emptyHint={
          provider
            ? 'Clients can message you from your service pages with Ask Questions; your own questions to providers appear here too.'
            : 'Use Ask Questions on any service page to chat with its provider before you book.'
        }
        providerId={provider?.id ?? null}
        initialRoomId={params.get('room')}
      />
    </div>
  );
}
