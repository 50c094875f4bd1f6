import type { ChatMessage } from '@esm/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatMessagesKey } from '../../api/chat';
import { readThread } from './use-chat-messages';

const message = (n: number): ChatMessage => ({
  id: `m${n}`,
  senderId: n % 2 ? 'them' : 'me',
  message: `Message ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 29, 12, n)).toISOString(),
  isMine: n % 2 === 0,
});
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('a poll of a chat thread', () => {
  it('asks only for what came after the last message held, and adds it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatMessagesKey('r1'), [message(1), message(2)]);
    const asked: unknown[] = [];
    const thread = await readThread(queryClient, 'r1', async (_room, around) => {
      asked.push(around);
      return [message(3)];
    });
    expect(asked).toEqual([{ after: 'm2' }]);
    expect(ids(thread)).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps earlier messages and a send that went into the thread while it was out', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatMessagesKey('r1'), [message(5), message(6)]);
    const thread = await readThread(queryClient, 'r1', async () => {
      // "Show earlier messages" and a send both answer before the poll does.
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey('r1'), (held = []) => [
        message(3),
        message(4),
        ...held,
        message(8),
      ]);
      return [message(7), message(8)];
    });
    expect(ids(thread).slice(0, 4)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(ids(thread).slice(4).sort()).toEqual(['m7', 'm8']);
  });
});
