/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/**
 * The known word a mistyped one was most likely meant to be: within two edits (one for words of four
 * letters or fewer), or one the typed word begins; undefined when none is close.
 */
export function didYouMean(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (!word) return undefined;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = candidate.startsWith(word) && word.length >= 3 ? 0.5 : editDistance(word, candidate);
    if (distance <= (word.length <= 4 ? 1 : 2) && (!best || distance < best.distance))
      best = { word: candidate, distance };
  }
  return best?.word;
}
