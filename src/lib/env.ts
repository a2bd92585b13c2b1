import { z } from 'zod';

// How a setting is read from the environment: casebot's own (config.ts) and the kind modules' (their
// `environment`, checked with casebot's when it starts).

/** A text setting: blank is unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A whole number from `min` to `max`, `fallback` where unset. */
export const intInRange = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((v) => v ?? fallback);

/** A module's settings from the environment, each variable's reading by its name (CASEBOT_…). */
export type EnvironmentShape = Readonly<Record<string, z.ZodType<unknown, string | undefined>>>;

/** The variables of `shape` set in `env`, as set: what a module reads its settings from. */
export const setIn = (shape: EnvironmentShape, env: NodeJS.ProcessEnv): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.keys(shape).flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
