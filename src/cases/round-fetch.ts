import type { CaseDetails } from '../case-api/schemas';

/**
 * One poll round of one workspace, as the case service sees it: a case fetched in it is fetched once per
 * person (the service's user and language), however many of that person's watches and cards show it. What
 * it holds goes with the round.
 */
export interface PollRound {
  /** Waits for the call's turn under the workspace's cap, and counts it; only a call made waits. */
  beforeCall: () => Promise<void>;
  /** The poll's clock. */
  now: () => number;
  /** The answers fetched in this round, by person and case. */
  answers: Map<string, CaseDetails>;
  /** When each answer was asked for. */
  askedAt: WeakMap<CaseDetails, number>;
}

/** A new round: nothing fetched yet. */
export const newPollRound = (beforeCall: () => Promise<void>, now: () => number): PollRound => ({
  beforeCall,
  now,
  answers: new Map(),
  askedAt: new WeakMap(),
});

/**
 * A case in this round, as this person: the answer the service gave them earlier in the round, else a call
 * (waiting its turn). Never another person's answer (the key holds the person), never a failure, never an
 * answer about another case (each check calls again).
 */
export async function fetchInRound(
  person: string,
  caseId: number,
  round: PollRound,
  call: () => Promise<CaseDetails>,
): Promise<CaseDetails> {
  const key = `${person}\u0000${caseId}`;
  const kept = round.answers.get(key);
  if (kept) return kept;
  await round.beforeCall();
  const at = round.now();
  const details = await call();
  round.askedAt.set(details, at);
  if (details.id === caseId) round.answers.set(key, details);
  return details;
}

/**
 * When the answer a check got was asked for: what the check records as its time, so a change noticed after
 * it (a list read later in the round) still makes the watch or card due. The round's now for an answer it
 * did not fetch.
 */
export const askedAtOf = (round: PollRound, details: CaseDetails): Date =>
  new Date(round.askedAt.get(details) ?? round.now());
