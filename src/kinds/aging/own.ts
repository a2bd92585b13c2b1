import type { ModuleParts } from '../surfaces';
import type { AgingStore } from './store';
import { createAgingSettings } from './use-cases';

/** What aging alerts' surfaces reach: the workspace's alerts as an admin sets them on App Home. */
export function agingOwn(parts: ModuleParts<{ aging: AgingStore }>) {
  return { settings: createAgingSettings({ aging: parts.stores.aging, audit: parts.audit }) };
}

export type AgingOwn = ReturnType<typeof agingOwn>;
