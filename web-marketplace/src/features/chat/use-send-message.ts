import type { ChatMessage } from '@esm/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { chatMessagesKey, chatRoomsKey, sendMessage } from '../../api/chat';
import { blockStatusKey } from '../../api/providers';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { POLICY_TOAST_MS, useToast } from '../../components/toast/toast-context';
import { mergeMessages } from './use-chat-messages';

/** Server refusals that quote the contact-sharing policy get the 8-second policy toast. */
export function isPolicyViolation(message: string): boolean {
  return message.includes('Contact sharing detected') || message.includes('Terms & Conditions');
}

export function useSendMessage(roomId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useSingleFlightMutation({
    mutationFn: (text: string) => {
      if (!roomId) throw new Error('No chat room selected');
      return sendMessage(roomId, text);
    },
    onSuccess: (message) => {
      if (!roomId) return;
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(roomId), (current) =>
        mergeMessages(current ?? [], [message]),
      );
      queryClient.invalidateQueries({ queryKey: chatRoomsKey, exact: true });
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : '';
      // A refusal may have moved the sender's standing: the composer reads it again.
      queryClient.invalidateQueries({ queryKey: blockStatusKey });
      if (isPolicyViolation(message)) {
        toast({
          title: 'Contact Sharing Policy Violation',
          description: message,
          variant: 'destructive',
          duration: POLICY_TOAST_MS,
        });
        return;
      }
      toast({
        title: 'Failed to send message',
        // A network failure's own text ("Failed to fetch") is not worth showing.
        description: message && !(error instanceof TypeError) ? message : 'Please try again.',
        variant: 'destructive',
      });
    },
  });
}
