import type { ModuleParts } from '../surfaces';
import type { FollowStore } from './store';
import { createFollowing } from './use-cases';

/** What the follow's surfaces reach: channels' follows as people set them up, change and stop them. */
export function followOwn(parts: ModuleParts<{ follows: FollowStore }>) {
  return { following: createFollowing(parts.stores.follows) };
}

export type FollowOwn = ReturnType<typeof followOwn>;
