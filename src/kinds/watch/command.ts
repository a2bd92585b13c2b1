import { parseCaseQuery } from '../../cases/case-number';
import type { Work } from '../../spine/serve';
import { listWatching, unwatchByNumber, watchByNumber } from './answers';
import type { WatchOwn } from './own';

/** What `/case …` asks of watching: the list (`watching`), or to watch or stop watching one case. */
type WatchText = { kind: 'list' } | { kind: 'watch' | 'unwatch'; caseNumber: number };

/** `/case watching`, `/case 1234 watch`, `/case watch 1234`, `/case 1234 unwatch`; undefined for anything else. */
export function parseWatchText(raw: string | undefined): WatchText | undefined {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (/^watching$/i.test(text)) return { kind: 'list' };
  const match = /^(?:(un)?watch (\S+)|(\S+) (un)?watch)$/i.exec(text);
  if (!match) return undefined;
  const query = parseCaseQuery(match[2] ?? match[3]);
  if (query.kind !== 'number') return undefined;
  return { kind: match[1] || match[4] ? 'unwatch' : 'watch', caseNumber: query.caseNumber };
}

/** The work `/case …` asks of watching, or undefined when the words are not about it. */
export function watchCommand(own: WatchOwn, userId: string, text: string): Work | undefined {
  const asked = parseWatchText(text);
  if (!asked) return undefined;
  if (asked.kind === 'list') return listWatching(own, userId);
  return asked.kind === 'watch'
    ? watchByNumber(own, userId, asked.caseNumber)
    : unwatchByNumber(own, userId, asked.caseNumber);
}
