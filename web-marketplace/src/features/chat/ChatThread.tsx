import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useBlockStatusQuery } from '../../api/providers';
import { Spinner } from '../../components/Spinner';
import { ErrorState } from '../../components/States';
import { formatDateTime } from '../../lib/format';
import { sendBlockText } from './send-block';
import { useChatMessages, useEarlierMessages } from './use-chat-messages';
import { useSendMessage } from './use-send-message';
import './chat.css';

interface ChatThreadProps {
  roomId: string;
  /** Shown above the reply box: who the messages go to. */
  counterpartName?: string;
}

/**
 * A conversation: messages polled every 5 s, a reply box that refuses empty or whitespace-only
 * messages and is disabled while a send is pending.
 */
export function ChatThread({ roomId, counterpartName }: ChatThreadProps) {
  const id = useId();
  const messages = useChatMessages(roomId);
  const send = useSendMessage(roomId);
  const [draft, setDraft] = useState('');
  const earlier = useEarlierMessages(roomId);
  const listRef = useRef<HTMLDivElement>(null);
  const newestId = messages.data?.at(-1)?.id;
  const oldestId = messages.data?.[0]?.id;
  // How far the reader was from the bottom when earlier messages were asked for.
  const fromBottom = useRef<number | null>(null);

  // Keep the newest message in view as messages arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  // Earlier messages go in above: the messages being read stay where they were on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && fromBottom.current !== null) list.scrollTop = list.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestId]);

  const showEarlier = () => {
    const list = listRef.current;
    if (list) fromBottom.current = list.scrollHeight - list.scrollTop;
    earlier.load();
  };

  const blocked = sendBlockText(useBlockStatusQuery().data);
  const canSend = draft.trim().length > 0 && !send.isPending && blocked === null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const text = draft.trim();
    // Clear only what was sent: someone typing their next message while this one is on its way
    // must not lose it when the answer arrives.
    send.mutate(text, { onSuccess: () => setDraft((current) => (current.trim() === text ? '' : current)) });
  };

  return (
    <div className="chat-thread">
      <div
        ref={listRef}
        className="chat-thread__messages"
        role="log"
        aria-live="polite"
        aria-label={counterpartName ? `Conversation with ${counterpartName}` : 'Conversation'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable log must be reachable by keyboard.
        tabIndex={0}
      >
        {messages.isPending ? (
          <div className="chat-thread__centre">
            <Spinner label="Loading messages…" />
          </div>
        ) : messages.isError ? (
          <ErrorState title="Messages could not be loaded" onRetry={() => messages.refetch()} />
        ) : messages.data.length === 0 ? (
          <p className="chat-thread__centre muted">No messages yet</p>
        ) : (
          <>
            {earlier.available && (
              <div className="chat-thread__earlier">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={showEarlier}
                  disabled={earlier.loading}
                >
                  {earlier.loading ? 'Loading…' : 'Show earlier messages'}
                </button>
                {earlier.failed && (
                  <p className="subtle">Earlier messages could not be loaded. Please try again.</p>
                )}
              </div>
            )}
            {messages.data.map((message) => (
              <div key={message.id} className={`chat-bubble ${message.isMine ? 'chat-bubble--mine' : ''}`}>
                <p className="chat-bubble__text">{message.message}</p>
                <p className="chat-bubble__time">
                  <span className="visually-hidden">
                    {message.isMine ? 'You' : (counterpartName ?? 'They')},{' '}
                  </span>
                  {formatDateTime(message.createdAt)}
                </p>
              </div>
            ))}
          </>
        )}
      </div>
      {blocked && (
        <p id={`${id}-blocked`} className="notice notice--warning chat-thread__blocked" role="status">
          {blocked}
        </p>
      )}
      <form className="chat-thread__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-reply`} className="visually-hidden">
          Type your message
        </label>
        <textarea
          id={`${id}-reply`}
          className="textarea chat-thread__input"
          rows={2}
          placeholder="Type your message…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter adds a line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          maxLength={2000}
          disabled={blocked !== null}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        />
        <button type="submit" className="button button--primary" disabled={!canSend}>
          <Send size={16} aria-hidden="true" />
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
      <p className="chat-thread__policy subtle">
        For your protection, keep conversations on EventHire. Phone numbers, e-mail addresses and social
        handles are blocked; contact details are shared after booking.
      </p>
    </div>
  );
}
