import { CHAT_MESSAGE_PAGE, type ChatMessage } from '@esm/contract/chat';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatEarlierKey, chatMessagesKey, chatRoomsKey, fetchMessages } from '../../api/chat';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';

/** Messages are polled every 5 s while a chat is open. */
export const MESSAGE_POLL_MS = 5000;

/** Adds messages not already present (a poll and a send can both bring the same one). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  return fresh.length === 0 ? current : [...current, ...fresh];
}

/**
 * The thread of a room. The first load fetches the latest page; each poll asks only for messages
 * after the last one held (?after=<id>) and appends them to the cache. Reading the other side's
 * messages marks them read on the server, so the room list is refreshed to drop its "new" badge.
 */
export function useChatMessages(roomId: string | null) {
  const queryClient = useQueryClient();
  return useQuery<ChatMessage[]>({
    queryKey: chatMessagesKey(roomId ?? ''),
    enabled: Boolean(roomId),
    refetchInterval: MESSAGE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    queryFn: () => {
      if (!roomId) throw new Error('No chat room selected');
      return readThread(queryClient, roomId, fetchMessages);
    },
  });
}

/**
 * One read of a thread: the latest page the first time, then what came after the last message
 * held. What it answers replaces the cached thread, so it is merged into the thread as it is when
 * the answer arrives: a send or an earlier page put in meanwhile would otherwise be lost.
 */
export async function readThread(
  queryClient: QueryClient,
  roomId: string,
  fetchPage: typeof fetchMessages,
): Promise<ChatMessage[]> {
  const held = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(roomId)) ?? [];
  const last = held.at(-1);
  const incoming = await fetchPage(roomId, { after: last?.id });
  const current = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(roomId)) ?? [];
  if (incoming.some((m) => !m.isMine && !current.some((c) => c.id === m.id))) {
    queryClient.invalidateQueries({ queryKey: chatRoomsKey, exact: true });
  }
  if (last) return mergeMessages(current, incoming);
  queryClient.setQueryData(chatEarlierKey(roomId), incoming.length === CHAT_MESSAGE_PAGE);
  return incoming;
}

/**
 * "Show earlier messages": the page before the first message held, put in front of the thread.
 * Offered while the last such read (or the first load) came back full.
 */
export function useEarlierMessages(roomId: string) {
  const queryClient = useQueryClient();
  const more = useQuery<boolean>({
    queryKey: chatEarlierKey(roomId),
    queryFn: () => false,
    enabled: false,
    initialData: false,
  });
  const load = useSingleFlightMutation({
    mutationFn: async () => {
      const first = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(roomId))?.[0];
      return first ? fetchMessages(roomId, { before: first.id }) : [];
    },
    onSuccess: (older) => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(roomId), (current) =>
        mergeMessages(older, current ?? []),
      );
      queryClient.setQueryData(chatEarlierKey(roomId), older.length === CHAT_MESSAGE_PAGE);
    },
  });
  return { available: more.data, load: () => load.mutate(), loading: load.isPending, failed: load.isError };
}
