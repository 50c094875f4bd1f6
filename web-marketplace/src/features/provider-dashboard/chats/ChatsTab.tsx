import type { Provider } from '@esm/contract/providers';
import { Conversations } from '../../chat/Conversations';

/** The provider's customer conversations: rooms polled every 10 s, the open thread every 5 s. */
export function ChatsTab({ provider }: { provider: Provider }) {
  return (
    <Conversations
      emptyTitle="No customer conversations yet"
      emptyHint="Clients can message you from your service pages with Ask Questions."
      filter={(room) => room.providerId === provider.id}
    />
  );
}
