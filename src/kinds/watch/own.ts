import type { ModuleParts } from '../surfaces';
import { createWatching } from './use-cases';

/** What the watch's surfaces reach: a person's watches. */
export function watchOwn(parts: ModuleParts) {
  return { watching: createWatching(parts.stores.watches) };
}

export type WatchOwn = ReturnType<typeof watchOwn>;
