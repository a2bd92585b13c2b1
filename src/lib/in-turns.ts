/**
 * Items in turns: everyone's first before anyone's second, in their order within a turn (`whose` says
 * whose an item is), so a burst for one person does not hold back everyone else's.
 */
export function inTurns<T>(items: T[], whose: (item: T) => string): T[] {
  const seen = new Map<string, number>();
  return items
    .map((notice, index) => {
      const who = whose(notice);
      const turn = seen.get(who) ?? 0;
      seen.set(who, turn + 1);
      return { notice, turn, index };
    })
    .sort((a, b) => a.turn - b.turn || a.index - b.index)
    .map((entry) => entry.notice);
}
