import { agingModule } from './aging/module';
import { digestModule } from './digest/module';
import { discussionModule } from './discussion/module';
import { followModule } from './follow/module';
import { liveCardModule } from './live-card/module';
import { reminderModule } from './reminder/module';
import { watchModule } from './watch/module';

/**
 * Every kind casebot tells unasked, registered whole: one line a module. The poller plans and checks them
 * in this order among equals; their stores, listings, `/cases <word>`, the Messages tab, App Home and the
 * listeners loop over these (registry.ts, compose.ts) and name none.
 */
export const KIND_MODULES = [
  agingModule,
  watchModule,
  followModule,
  liveCardModule,
  digestModule,
  reminderModule,
  discussionModule,
] as const;
