import type { ChatRoom } from '@esm/contract/chat';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { chatRoomsKey } from '../../api/chat';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/States';
import { formatDate } from '../../lib/format';
import { ChatThread } from './ChatThread';
import './chat.css';

/** Room lists are polled every 10 s. */
export const ROOM_POLL_MS = 10_000;

interface ConversationsProps {
  /** 'No customer conversations yet' for providers; clients get their own wording. */
  emptyTitle: string;
  emptyHint?: string;
  /** Filters the caller's rooms, e.g. to those of their provider record. */
  filter?: (room: ChatRoom) => boolean;
  /** The caller's provider id: rooms about their own services are labelled "Your customer". */
  providerId?: string | null;
  /** The room to open first (from /messages?room=…). */
  initialRoomId?: string | null;
}

/** Rooms on the left, the selected thread on the right (stacked on small screens). */
export function Conversations({
  emptyTitle,
  emptyHint,
  filter,
  providerId,
  initialRoomId,
}: ConversationsProps) {
  const rooms = useQuery<ChatRoom[]>({ queryKey: chatRoomsKey, refetchInterval: ROOM_POLL_MS, staleTime: 0 });
  const [selectedId, setSelectedId] = useState<string | null>(initialRoomId ?? null);

  if (rooms.isPending) return <Spinner label="Loading conversations…" />;
  if (rooms.isError)
    return <ErrorState title="Conversations could not be loaded" onRetry={() => rooms.refetch()} />;

  const list = filter ? rooms.data.filter(filter) : rooms.data;
  if (list.length === 0) {
    return (
      <EmptyState title={emptyTitle} icon={<MessageSquare size={28} />}>
        {emptyHint && <p>{emptyHint}</p>}
      </EmptyState>
    );
  }
  const selected = list.find((room) => room.id === selectedId) ?? null;

  return (
    <div className="chat-layout">
      <ul className="room-list" aria-label="Conversations">
        {list.map((room) => (
          <li key={room.id}>
            <button
              type="button"
              className="room-list__button"
              aria-current={room.id === selectedId}
              onClick={() => setSelectedId(room.id)}
            >
              <span className="room-list__top">
                <span className="room-list__name">{room.counterpartName}</span>
                <span className="badge">{room.status}</span>
              </span>
              <span className="subtle">
                {providerId ? (room.providerId === providerId ? 'Your customer · ' : 'Provider · ') : ''}
                {room.serviceName}
              </span>
              {room.lastMessage && <span className="room-list__preview">{room.lastMessage}</span>}
              <span className="room-list__top">
                <span className="subtle">
                  {room.lastMessageAt ? formatDate(room.lastMessageAt) : 'No messages yet'}
                </span>
                {room.unreadCount > 0 && <span className="badge badge--primary">{room.unreadCount} new</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <section className="chat-panel" aria-label="Conversation">
        {selected ? (
          <>
            <div className="chat-panel__header">
              <h3>{selected.counterpartName}</h3>
              <p className="subtle">{selected.serviceName}</p>
            </div>
            <ChatThread key={selected.id} roomId={selected.id} counterpartName={selected.counterpartName} />
          </>
        ) : (
          <div className="chat-thread__centre" style={{ padding: 'var(--space-10) 0' }}>
            <p className="muted">Select a conversation to start chatting</p>
          </div>
        )}
      </section>
    </div>
  );
}
