import { parseRemindAsk } from '../../src/kinds/reminder/ask';
import { DEFAULT_THRESHOLDS, formatThresholds, overdueBy, parseThresholds } from '../../src/cases/overdue';
import { digestContent } from '../../src/kinds/digest/content';
import { nextTimeOf } from '../../src/cases/schedule';
import { parseDigestAsk } from '../../src/kinds/digest/ask';
import type { CaseListItem } from '../../src/case-api/schemas';
import { DEFAULT_CLOSED_STATUSES } from '../../src/lib/statuses';

// What a digest reads from `/cases digest …`, when it is next due, and what it shows against the last one.

const row = (id: number, overrides: Partial<CaseListItem> = {}): CaseListItem =>
  ({
    ComplaintId: id,
    CaseNumber: 1000 + id,
    Subject: `Case ${id}`,
    ComplaintStatus: 'Open',
    Priority: 'Medium',
    CustomerName: 'Acme',
    UserName: 'j.doe',
    SubmitDate: '11/20/2026 9:00:00 AM',
    LastUpdatedTime: '11/26/2026 9:00:00 AM',
    LastUpdatedBy: 'j.doe',
    ...overrides,
  }) as CaseListItem;

describe('parseDigestAsk', () => {
  it('reads `at` before the time as no word of the search, and says a time half written', () => {
    expect(parseDigestAsk('laptop at 09:00')).toMatchObject({ searchText: 'laptop', minute: 540 });
    expect(parseDigestAsk('drucker um 7:30 daily')).toMatchObject({
      searchText: 'drucker',
      minute: 450,
      schedule: 'daily',
    });
    expect(parseDigestAsk('laptop weekly 7:5')).toEqual({ badTime: '7:5' });
    expect(parseDigestAsk('laptop at home')).toMatchObject({ searchText: 'laptop at home' });
    expect(parseDigestAsk('firmware 1.2')).toMatchObject({ searchText: 'firmware 1.2' });
  });

  it('reads the search, then a schedule, a time and quiet at its end in any order', () => {
    expect(parseDigestAsk('printer weekdays 09:00')).toEqual({
      searchText: 'printer',
      schedule: 'weekdays',
      minute: 540,
      quiet: false,
    });
    expect(parseDigestAsk('paper jam 17h30 quiet DAILY')).toEqual({
      searchText: 'paper jam',
      schedule: 'daily',
      minute: 17 * 60 + 30,
      quiet: true,
    });
    // Nothing but the defaults: all recent cases, weekdays at nine.
    expect(parseDigestAsk('')).toEqual({ searchText: '', schedule: 'weekdays', minute: 540, quiet: false });
    // A schedule word inside the search stays a word of it.
    expect(parseDigestAsk('weekly report printer')).toMatchObject({ searchText: 'weekly report printer' });
  });

  it('reads the twelve-hour clock and a bare hour too', () => {
    expect(parseDigestAsk('printer 9am')).toMatchObject({ searchText: 'printer', minute: 540 });
    expect(parseDigestAsk('printer 5:30 pm daily')).toMatchObject({ searchText: 'printer', minute: 17 * 60 + 30 });
    expect(parseDigestAsk('printer 12am')).toMatchObject({ minute: 0 });
    expect(parseDigestAsk('printer 14h')).toMatchObject({ searchText: 'printer', minute: 14 * 60 });
    // `pm` after a word is a word.
    expect(parseDigestAsk('printer pm')).toMatchObject({ searchText: 'printer pm', minute: 540 });
    expect(parseDigestAsk('printer 13pm')).toEqual({ badTime: '13pm' });
  });

  it('says a time it cannot read instead of searching for it', () => {
    expect(parseDigestAsk('printer 25:00')).toEqual({ badTime: '25:00' });
    expect(parseDigestAsk('printer 9:75')).toEqual({ badTime: '9:75' });
  });

  // One parser for digests and reminders: what one refuses the other refuses, what one reads the other reads.
  it.each([
    ['daily 99999999999999999999:00', { badTime: '99999999999999999999:00' }],
    ['daily 12:00 am pm', { badTime: '12:00 am pm' }],
    ['hourly 09:00', { badSchedule: 'hourly', meant: 'daily', unoffered: true }],
    ['stündlich 09:00', { badSchedule: 'stündlich', meant: 'daily', unoffered: true }],
  ])('refuses `%s` in a digest and a reminder alike, never searching for it', (tail, slip) => {
    expect(parseDigestAsk(`printer ${tail}`)).toEqual(slip);
    expect(parseRemindAsk(tail)).toEqual(slip);
  });

  it.each([
    ['every morning', 'daily'],
    ['tous les matins', 'daily'],
    ['jeden Morgen', 'daily'],
    ['ogni mattina', 'daily'],
    ['hver morgen', 'daily'],
    ['كل صباح', 'daily'],
    ['ogni giorno feriale', 'weekdays'],
    ['كل يوم عمل', 'weekdays'],
  ])('reads the schedule people say: `%s` is %s', (said, schedule) => {
    expect(parseRemindAsk(said)).toMatchObject({ kind: 'set', schedule });
    expect(parseDigestAsk(`printer ${said} 08:00`)).toMatchObject({ searchText: 'printer', schedule, minute: 480 });
  });

  it.each(['help', 'aide', 'hilfe', 'aiuto', 'hjælp', 'مساعدة', '?'])(
    'reads `/cases remind %s` as asking for help',
    (word) => {
      expect(parseRemindAsk(word)).toEqual({ kind: 'help' });
    },
  );

  it('reads a time written in Arabic-Indic digits, in a digest and a reminder alike', () => {
    expect(parseDigestAsk('printer daily ٠٩:٠٠')).toMatchObject({
      searchText: 'printer',
      schedule: 'daily',
      minute: 540,
    });
    expect(parseRemindAsk('daily ١٦:٣٠')).toMatchObject({ kind: 'set', schedule: 'daily', minute: 16 * 60 + 30 });
  });
});

describe('nextTimeOf', () => {
  const friday5pm = new Date('2026-11-27T17:00:00Z');
  it('skips the weekend for weekdays, and waits for Monday for weekly', () => {
    expect(nextTimeOf({ schedule: 'weekdays', minute: 540 }, friday5pm, 'UTC').toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect(nextTimeOf({ schedule: 'daily', minute: 540 }, friday5pm, 'UTC').toISOString()).toBe(
      '2026-11-28T09:00:00.000Z',
    );
    expect(nextTimeOf({ schedule: 'weekly', minute: 540 }, new Date('2026-11-30T09:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
  });

  it('is nine in the workspace’s zone, summer or winter', () => {
    // Paris is UTC+2 until the last Sunday of October, then UTC+1.
    expect(
      nextTimeOf({ schedule: 'daily', minute: 540 }, new Date('2026-10-24T12:00:00Z'), 'Europe/Paris').toISOString(),
    ).toBe('2026-10-25T08:00:00.000Z');
    expect(
      nextTimeOf({ schedule: 'daily', minute: 540 }, new Date('2026-10-25T12:00:00Z'), 'Europe/Paris').toISOString(),
    ).toBe('2026-10-26T08:00:00.000Z');
    expect(
      nextTimeOf({ schedule: 'daily', minute: 540 }, new Date('2026-07-01T12:00:00Z'), 'Europe/Paris').toISOString(),
    ).toBe('2026-07-02T07:00:00.000Z');
  });
});

describe('aging thresholds', () => {
  it('reads any priority with minutes, hours or days, and refuses anything else whole', () => {
    expect(parseThresholds('critical=4h, high=1d,Sehr hoch=90m')).toEqual([
      { priority: 'critical', ms: 4 * 3_600_000 },
      { priority: 'high', ms: 86_400_000 },
      { priority: 'Sehr hoch', ms: 90 * 60_000 },
    ]);
    expect(parseThresholds('critical=4x')).toBeUndefined();
    expect(parseThresholds('critical=4h,critical=1d')).toBeUndefined();
    expect(parseThresholds('')).toBeUndefined();
    expect(formatThresholds(DEFAULT_THRESHOLDS)).toBe('critical=4h,high=1d,medium=3d,low=7d');
  });

  it('ages an open case past its priority’s threshold, by its last update (else its submission)', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const options = { thresholds: DEFAULT_THRESHOLDS, closedStatuses: DEFAULT_CLOSED_STATUSES, timeZone: 'UTC', now };
    expect(overdueBy(row(1, { Priority: 'CRITICAL' }), options)).toBeGreaterThan(0);
    expect(overdueBy(row(2, { Priority: 'Low' }), options)).toBeUndefined();
    expect(overdueBy(row(3, { Priority: 'Critical', ComplaintStatus: 'Closed' }), options)).toBeUndefined();
    expect(overdueBy(row(4, { Priority: 'Whenever' }), options)).toBeUndefined();
    expect(overdueBy(row(5, { Priority: 'High', LastUpdatedTime: '' }), options)).toBeGreaterThan(0);
    // The service answers in the reader's language: `critical` holds for Urgent, Kritisch, critique…
    expect(overdueBy(row(6, { Priority: 'Urgent' }), options)).toBeGreaterThan(0);
    expect(overdueBy(row(7, { Priority: 'Kritisch' }), options)).toBeGreaterThan(0);
    expect(overdueBy(row(8, { Priority: 'Faible' }), options)).toBeUndefined();
    // A threshold named as the service writes it wins over one of the same rank.
    const own = { ...options, thresholds: [...DEFAULT_THRESHOLDS, { priority: 'Urgent', ms: 30 * 86_400_000 }] };
    expect(overdueBy(row(9, { Priority: 'Urgent' }), own)).toBeUndefined();
  });
});

describe('digestContent', () => {
  const options = {
    thresholds: DEFAULT_THRESHOLDS,
    closedStatuses: DEFAULT_CLOSED_STATUSES,
    timeZone: 'UTC',
    now: new Date('2026-11-27T12:00:00Z'),
  };

  it('shows the open matches the first time, the aging ones marked', () => {
    const content = digestContent(
      [row(1, { Priority: 'Critical' }), row(2), row(3, { ComplaintStatus: 'Closed' })],
      null,
      options,
    );
    expect(content.first).toBe(true);
    expect(content.rows.map((r) => [r.item.ComplaintId, r.reason])).toEqual([
      [1, 'overdue'],
      [2, 'open'],
    ]);
    expect(content.openByStatus).toEqual([{ status: 'Open', count: 2 }]);
  });

  it('then shows what is new, changed and closed since, and says when nothing changed', () => {
    const first = digestContent([row(1), row(2), row(3)], null, options);
    const later = digestContent(
      [row(4), row(1, { LastUpdatedTime: '11/27/2026 10:00:00 AM' }), row(2, { ComplaintStatus: 'Closed' })],
      first.snapshot,
      options,
    );
    expect(later.rows.map((r) => [r.item.ComplaintId, r.reason])).toEqual([
      [4, 'new'],
      [1, 'changed'],
      [2, 'closed'],
    ]);
    // Case 3 only left the page: it is not said to be closed.
    expect(later.counts.closed).toBe(1);
    expect(later.quiet).toBe(false);
    expect(
      digestContent([row(4), row(1)], digestContent([row(4), row(1)], null, options).snapshot, options).quiet,
    ).toBe(true);
  });
});
