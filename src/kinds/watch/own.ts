import type { ModuleParts } from '../surfaces';
import type { WatchStore } from './store';
import { createWatching } from './use-cases';

/** What the watch's surfaces reach: a person's watches. */
export function watchOwn(parts: ModuleParts<{ watches: WatchStore }>) {
  return { watching: createWatching(parts.stores.watches) };
}

export type WatchOwn = ReturnType<typeof watchOwn>;
