import type { ListenerDeps } from '../listeners/deps';
import type { BoundModule, KindSurfaces, ModuleParts, ModuleWords } from './surfaces';

// A kind module whole: its words, and how its surfaces are bound to the listeners' shared deps.

/** One kind module: its name, its words, and how its surfaces are built. */
export interface KindModule extends ModuleWords {
  readonly name: string;
  /** Binds its surfaces to what every listener shares and to what it keeps (made from `parts`). */
  surfaces(deps: ListenerDeps, parts: ModuleParts): KindSurfaces;
}

/**
 * The modules bound once (compose.ts, a test): `deps` is the listeners' shared deps, whose `modules`
 * these become (a module's Home part is drawn by App Home, which loops over them).
 */
export function bindModules(
  modules: readonly KindModule[],
  deps: ListenerDeps,
  parts: ModuleParts,
): readonly BoundModule[] {
  return modules.map(({ surfaces, ...words }) => ({ ...words, ...surfaces(deps, parts) }));
}
