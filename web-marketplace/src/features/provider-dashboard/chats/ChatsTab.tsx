import type { Provider } from '@esm/contract/providers';
import { Link } from 'react-router-dom';
import { Conversations } from '../../chat/Conversations';

/**
 * The same inbox as Messages (every conversation, customers' and the provider's own), so a
 * thread never lives in one place and not the other; the full page is a link away.
 */
export function ChatsTab({ provider }: { provider: Provider }) {
  return (
    <div className="stack">
      <p>
        <span className="muted">These are the same conversations as in Messages.</span>{' '}
        <Link to="/messages">Open Messages</Link>
      </p>
      <Conversations
        emptyTitle="No conversations yet"
        emptyHint="Clients can message you from your service pages with Ask Questions."
        providerId={provider.id}
      />
    </div>
  );
}
