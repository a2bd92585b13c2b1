import type { KindModule } from './module';
import { digestModule } from './digest/module';
import { followModule } from './follow/module';
import { reminderModule } from './reminder/module';
import { watchModule } from './watch/module';

/**
 * The kinds' surfaces, registered: one line a module. `/cases <word>`, the Messages tab, App Home and the
 * listeners loop over these (bound once in compose.ts); a kind's store and check are registered in
 * registry.ts.
 */
export const KIND_MODULES: readonly KindModule[] = [watchModule, followModule, digestModule, reminderModule];
