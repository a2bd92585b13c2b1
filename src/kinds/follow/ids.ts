import { z } from 'zod';
import { encodeRef } from '../../blocks/button-values';

/**
 * The follow's own ids: Stop following (on a posted case, and per row of `/cases following` with the row
 * index appended), Change filters (its confirmation and posts) and its modal with its inputs. The first
 * two keep the names posted messages already carry.
 */
export const FollowId = {
  unfollow: 'search_unfollow',
  change: 'search_follow_change',
  text: 'follow_text',
  events: 'follow_events',
  /** Change a follow: its search, filters and events. */
  modal: 'follow_modal',
} as const;

/** Matches every Change filters button of a follow. */
export const FOLLOW_CHANGE = /^search_follow_change(_\d+)?$/;

/** Matches every Stop following button. */
export const UNFOLLOW_ACTION = /^search_unfollow(_\d+)?$/;

/** A channel's follow (Stop following), bound to the workspace. */
export const followRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  f: z.uuid(),
});

/** What a follow's buttons carry: its workspace and id. */
export const followValue = (f: { teamId: string; id: string }) => encodeRef({ t: f.teamId, f: f.id });
