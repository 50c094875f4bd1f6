import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../components/use-page-title';
import { Conversations } from './Conversations';

/** /messages: a client's conversations with providers. */
export function MessagesPage() {
  usePageTitle('Messages');
  const { user } = useAuth();
  return (
    <div className="container section">
      <div className="page-title-row">
        <h1>Messages</h1>
      </div>
      <Conversations
        emptyTitle="No conversations yet"
        emptyHint="Use Ask Questions on any service page to chat with its provider before you book."
        // Providers answer their customers from the dashboard; here are the rooms where this user is the client.
        filter={(room) => room.customerId === user?.id}
      />
    </div>
  );
}
