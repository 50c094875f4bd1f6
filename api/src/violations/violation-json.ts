import type { ViolationChat, ViolationRecord } from '@esm/contract/admin/violations';
import { type ContactKind, describeKinds } from '@esm/core/chat/contact-sharing';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import type { ContextMessageRow, ViolationRow } from '@esm/projections/violations/rows';

const whyOf: Record<ContactKind, string> = {
  phone: 'enough digits, as numerals or spelled out, to call or text the sender',
  email: 'an address to write to off the platform, even when "at" and "dot" are spelled out',
  social: 'a social media or messaging app named together with a handle to find the sender',
  link: 'a web address that leads off the platform',
};

const nameOf = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

/**
 * Each matched part with the kinds the detector finds in it on its own; a part that only counts in
 * its sentence (a number after "call me on") takes the violation's kinds.
 */
function explainMatches(detected: string | null, kinds: readonly ContactKind[]) {
  if (!detected) return [];
  return detected
    .split(' | ')
    .filter((part) => part.trim() !== '')
    .map((text) => {
      const own = detectContactSharing(text).kinds;
      const partKinds = own.length > 0 ? own : [...kinds];
      return {
        text,
        kinds: partKinds,
        why: `Looks like ${describeKinds(partKinds)}: ${partKinds.map((k) => whyOf[k]).join('; ')}.`,
      };
    });
}

export const violationJson = (r: ViolationRow): ViolationRecord => ({
  id: r.violation_id,
  userId: r.user_id,
  senderName: nameOf(r.first_name, r.last_name, 'Erased account'),
  senderEmail: r.email,
  senderRole: r.sender_role,
  chatRoomId: r.chat_room_id,
  chatMessageId: r.chat_message_id,
  kinds: r.kinds,
  detectedContent: r.detected_content,
  detectedSummary: describeKinds(r.kinds),
  matches: explainMatches(r.detected_content, r.kinds),
  message: r.message,
  violationNumber: r.violation_number,
  actionTaken: r.action_taken,
  banExpiresAt: r.ban_expires_at?.toISOString() ?? null,
  recordedAt: r.recorded_at.toISOString(),
});

export const violationChatJson = (r: ViolationRow, messages: ContextMessageRow[]): ViolationChat => ({
  id: r.violation_id,
  chatRoomId: r.chat_room_id,
  messages: messages.map((m) => ({
    id: m.id,
    senderId: m.sender_id,
    senderName: nameOf(m.first_name, m.last_name, 'Erased account'),
    senderRole: m.sender_role,
    message: m.message,
    sentAt: m.created_at.toISOString(),
    refused: m.refused,
  })),
});
