import type { KnownBlock } from '@slack/types';
import type { DigestContent, DigestReason } from './content';
import type { Timing } from '../../cases/schedule';
import type { Translator } from '../../i18n/translate';
import { forReader } from '../../blocks/bidi';
import { type Cell, cellText, raw, rowOf, TABLE_CHARS, tableHeader } from '../../blocks/case-table';
import { slackDate } from '../../blocks/dates';
import { scheduleText } from '../../blocks/schedule';
import { LIMITS, truncate } from '../../blocks/limits';
import type { Message } from '../../blocks/message';
import { mrkdwn, safe } from '../../blocks/text';
import { statusChart } from '../../blocks/status-chart';

/** A digest as the renderers need it. */
export interface DigestShown extends Timing {
  id: string;
  teamId: string;
  channelId: string;
  searchText: string;
  createdBy: string;
  createdByName?: string | null;
}

/** “printer”, or "the recent cases" for a digest of everything. */
export const digestWhat = (tr: Translator, searchText: string) =>
  searchText ? tr.t('digest.what', { search: safe(searchText, 100) }) : tr.t('digest.whatAll');

const REASON_KEY = {
  new: 'digest.new',
  changed: 'digest.changed',
  closed: 'digest.closed',
  overdue: 'common.overdue',
  open: 'digest.open',
} as const satisfies Record<DigestReason, string>;

export interface DigestPostInput {
  tr: Translator;
  digest: DigestShown;
  content: DigestContent;
  timeZone: string;
  caseUrlTemplate?: string | null;
  /** When the digest before this one was sent (null for a first). */
  since: Date | null;
  /** When it was due, when it is sent late (casebot was not running then). */
  lateFrom?: Date;
}

/**
 * A digest posted into its channel: what it is and as whom it was read, what is new, changed, closed
 * and aging as Slack's sortable data_table (with a first column saying why each case is there), and a pie
 * of the open cases by status. A digest where nothing changed is one line.
 */
export function digestPost(input: DigestPostInput): Message {
  return forReader(input.tr.lang, digestPostUnread(input));
}

function digestPostUnread(input: DigestPostInput): Message {
  const { tr, digest, content, timeZone } = input;
  const { t } = tr;
  const what = digestWhat(tr, digest.searchText);
  const by = safe(digest.createdByName ?? '', 80) || `<@${digest.createdBy}>`;
  const head = [
    t('digest.title', { what }),
    t('digest.readAs', { user: by, schedule: scheduleText(tr, digest, timeZone) }),
    input.lateFrom ? t('digest.late', { date: slackDate(input.lateFrom, timeZone, tr) }) : '',
  ].filter(Boolean);
  if (content.quiet) {
    const line = t('digest.nothing', {
      what,
      date: input.since ? slackDate(input.since, timeZone, tr) : '—',
      overdue: content.counts.overdue,
    });
    const text = [...head, line].join('\n');
    return {
      text: truncate(text, LIMITS.fallbackText),
      blocks: [{ type: 'section', text: mrkdwn(truncate(text, LIMITS.sectionText)) }],
    };
  }
  const { counts } = content;
  const summary = content.first
    ? t('digest.first', { open: counts.open + counts.overdue, overdue: counts.overdue })
    : t('digest.since', {
        date: input.since ? slackDate(input.since, timeZone, tr) : '—',
        new: counts.new,
        changed: counts.changed,
        closed: counts.closed,
        overdue: counts.overdue,
      });
  const blocks: KnownBlock[] = [
    { type: 'section', text: mrkdwn(truncate([...head, summary].join('\n'), LIMITS.sectionText)) },
  ];
  const table = digestTable(input);
  if (table) blocks.push(table);
  const chart = statusChart(tr, content.openByStatus, tr.t('digest.chartTitle'));
  if (chart) blocks.push(chart);
  const firsts = content.rows
    .slice(0, 5)
    .map((r) => `#${r.item.CaseNumber} ${safe(r.item.Subject, 60)}`)
    .join(' · ');
  return {
    text: truncate(`${t('digest.title', { what })} ${summary}${firsts ? ` · ${firsts}` : ''}`, LIMITS.fallbackText),
    blocks,
  };
}

/** The rows as a data_table, a first column saying why each is there; undefined when there is none. */
function digestTable(input: DigestPostInput): KnownBlock | undefined {
  const { tr, content, timeZone } = input;
  if (content.rows.length === 0) return undefined;
  const page = { tr, timeZone, caseUrlTemplate: input.caseUrlTemplate ?? null };
  const header: Cell[] = [raw(tr.t('digest.why')), ...tableHeader(tr, timeZone)];
  const rows: Cell[][] = [header];
  let used = header.reduce((n, c) => n + (c.type === 'raw_text' ? c.text.length : 0), 0);
  for (const row of content.rows) {
    const why = tr.t(REASON_KEY[row.reason]);
    const { cells, length } = rowOf(row.item, page);
    if (used + length + why.length > TABLE_CHARS) break;
    rows.push([raw(why), ...cells]);
    used += length + why.length;
  }
  const left = content.rows.length - (rows.length - 1);
  const caption = [
    cellText(digestWhat(tr, input.digest.searchText).replace(/\*/g, ''), 100),
    left > 0 ? tr.t('digest.notShown', { count: left }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    type: 'data_table',
    caption: truncate(caption, LIMITS.sectionText),
    page_size: 10,
    rows,
  } as unknown as KnownBlock;
}
