import { type CommandActor, hasRole } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, validationError } from '../kernel/errors';
import { isServicePhotoPath } from '../service/service-form';
import { reviewErrors } from './errors';
import {
  MODERATION_STATUSES,
  type ModerationStatus,
  REPORT_REASONS,
  type ReportReason,
  type ReviewEvent,
} from './events';

export const TITLE_MAX_LENGTH = 100;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** The photo uploader's default maximum. */
export const REVIEW_PHOTOS_MAX = 5;

export const reviewTexts = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  title: `Title must be at most ${TITLE_MAX_LENGTH} characters.`,
  reviewText: 'Review must be at most 2,000 characters.',
  tooManyPhotos: `You can only upload up to ${REVIEW_PHOTOS_MAX} photos.`,
  photo: 'Photos must be images uploaded here.',
} as const;

/** The booking facts a review needs, from the bookings read model. */
export interface ReviewedBooking {
  customerId: string;
  providerId: string;
  serviceId: string;
  /** Booking status. */
  status: string;
}

export type ReviewCommand =
  | {
      type: 'SubmitReview';
      actor: CommandActor;
      bookingId: string;
      /** Null when there is no such booking. */
      booking: ReviewedBooking | null;
      rating: number;
      title: string | null;
      reviewText: string | null;
      /** Paths of uploaded images (the photo uploader's); none when left out. */
      photos?: readonly string[];
    }
  | { type: 'ReportReview'; actor: CommandActor; bookingId: string; reason: string }
  | {
      type: 'ModerateReview';
      actor: CommandActor;
      bookingId: string;
      moderationStatus: string;
      reason: string;
      /**
       * How many moderation decisions the caller's page showed. Given, a decision someone took
       * since is not overridden unseen (two investigators at the same moment, or a page left
       * open); left out, nothing is compared.
       */
      seenDecisions?: number;
    };

export type ReviewState =
  | { exists: false }
  | {
      exists: true;
      bookingId: string;
      customerId: string;
      providerId: string;
      rating: number;
      moderationStatus: ModerationStatus;
      reportedBy: readonly string[];
      /** reportedCount: each reporter counts once. */
      reportedCount: number;
      /** Reports since the last moderation decision: what the back office's queue still has to judge. */
      openReports: number;
      /** How many moderation decisions it has had. */
      decisions: number;
    };

const isReportReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);
const isModerationStatus = (value: string): value is ModerationStatus =>
  (MODERATION_STATUSES as readonly string[]).includes(value);
/** Blank optional text is no text. */
const optional = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value.trim();

function decideSubmission(
  command: Extract<ReviewCommand, { type: 'SubmitReview' }>,
  state: ReviewState,
  now: Date,
): ReviewEvent[] | DomainError {
  const { actor, booking } = command;
  if (booking === null) return reviewErrors.error('REVIEW_BOOKING_NOT_FOUND');
  if (actor.kind !== 'user' || actor.userId !== booking.customerId)
    return reviewErrors.error('REVIEW_NOT_YOUR_BOOKING');
  if (booking.status !== 'completed') return reviewErrors.error('REVIEW_BOOKING_NOT_COMPLETED');
  if (state.exists) return reviewErrors.error('REVIEW_ALREADY_SUBMITTED');
  const title = optional(command.title);
  const reviewText = optional(command.reviewText);
  const fieldErrors: Record<string, string> = {};
  if (!Number.isInteger(command.rating) || command.rating < 1 || command.rating > 5)
    fieldErrors.rating = reviewTexts.rating;
  if (title !== null && title.length > TITLE_MAX_LENGTH) fieldErrors.title = reviewTexts.title;
  if (reviewText !== null && reviewText.length > REVIEW_TEXT_MAX_LENGTH)
    fieldErrors.reviewText = reviewTexts.reviewText;
  const photos = [...(command.photos ?? [])];
  if (photos.length > REVIEW_PHOTOS_MAX) fieldErrors.photos = reviewTexts.tooManyPhotos;
  else if (!photos.every(isServicePhotoPath)) fieldErrors.photos = reviewTexts.photo;
  if (Object.keys(fieldErrors).length > 0) return validationError(fieldErrors, 'REVIEW_INVALID');
  return [
    {
      type: 'ReviewSubmitted',
      data: {
        bookingId: command.bookingId,
        customerId: booking.customerId,
        providerId: booking.providerId,
        serviceId: booking.serviceId,
        rating: command.rating,
        title,
        reviewText,
        photos,
        verifiedBooking: true,
        submittedAt: now.toISOString(),
      },
    },
  ];
}

/**
 * The review of one booking (stream `review-<bookingId>`, customer reviews): written once
 * by the booking's client after completion, approved by default, reported by readers, moderated
 * by an admin or investigator.
 */
export const reviewDecider: Decider<ReviewCommand, ReviewState, ReviewEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'SubmitReview') return decideSubmission(command, state, now);
    const { actor } = command;
    if (actor.kind !== 'user') return commonErrors.error('FORBIDDEN');
    switch (command.type) {
      case 'ReportReview':
        if (!state.exists) return reviewErrors.error('REVIEW_NOT_FOUND');
        if (!isReportReason(command.reason)) return reviewErrors.error('REVIEW_REPORT_REASON_INVALID');
        if (actor.userId === state.customerId) return reviewErrors.error('REVIEW_OWN_REPORT');
        if (state.moderationStatus !== 'approved') return reviewErrors.error('REVIEW_NOT_VISIBLE');
        if (state.reportedBy.includes(actor.userId)) return [];
        return [
          {
            type: 'ReviewReported',
            data: {
              bookingId: state.bookingId,
              reportedBy: actor.userId,
              reason: command.reason,
              reportedAt: now.toISOString(),
            },
          },
        ];

      case 'ModerateReview': {
        if (!hasRole(actor, 'investigator')) return commonErrors.error('FORBIDDEN');
        if (!state.exists) return reviewErrors.error('REVIEW_NOT_FOUND');
        const reason = command.reason.trim();
        if (!isModerationStatus(command.moderationStatus) || reason === '')
          return reviewErrors.error('REVIEW_MODERATION_INVALID');
        // Removal is the last word: a removed review never comes back, so its decision stands.
        if (state.moderationStatus === 'removed') return reviewErrors.error('REVIEW_REMOVED');
        // Keeping a reported review as it is still records the decision, so the reports are judged.
        if (state.moderationStatus === command.moderationStatus && state.openReports === 0) return [];
        if (command.seenDecisions !== undefined && command.seenDecisions !== state.decisions) {
          return reviewErrors.error('REVIEW_MODERATED_MEANWHILE');
        }
        return [
          {
            type: 'ReviewModerated',
            data: {
              bookingId: state.bookingId,
              moderationStatus: command.moderationStatus,
              reason,
              moderatedBy: actor.userId,
              moderatedAt: now.toISOString(),
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewSubmitted':
        return {
          exists: true,
          bookingId: event.data.bookingId,
          customerId: event.data.customerId,
          providerId: event.data.providerId,
          rating: event.data.rating,
          moderationStatus: 'approved',
          reportedBy: [],
          reportedCount: 0,
          openReports: 0,
          decisions: 0,
        };
      case 'ReviewReported':
        return state.exists
          ? {
              ...state,
              reportedBy: [...state.reportedBy, event.data.reportedBy],
              reportedCount: state.reportedCount + 1,
              openReports: state.openReports + 1,
            }
          : state;
      case 'ReviewModerated':
        return state.exists
          ? {
              ...state,
              moderationStatus: event.data.moderationStatus,
              openReports: 0,
              decisions: state.decisions + 1,
            }
          : state;
    }
  },
};
