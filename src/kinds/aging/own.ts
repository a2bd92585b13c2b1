import type { ModuleParts } from '../surfaces';
import type { AgingDmChoices } from './dm-choices';
import type { AgingStore } from './store';
import { createAgingSettings } from './use-cases';

/** What aging alerts' surfaces reach: the workspace's alerts as an admin sets them, and each person's DM choice. */
export function agingOwn(parts: ModuleParts<{ aging: AgingStore; agingDm: AgingDmChoices }>) {
  return {
    settings: createAgingSettings({ aging: parts.stores.aging, audit: parts.audit }),
    /** Who chose the alerts about their own cases by DM too. */
    dm: parts.stores.agingDm,
  };
}

export type AgingOwn = ReturnType<typeof agingOwn>;
