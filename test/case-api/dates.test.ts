import { EN_FALLBACK_FIELDS, fallbackText, formatForSlack } from '../../src/blocks/dates';
import { parseServiceDate } from '../../src/case-api/dates';
import { isKnownTimeZone } from '../../src/lib/time-zones';

const iso = (raw: string, zone = 'UTC') => {
  const parsed = parseServiceDate(raw, zone);
  return parsed.kind === 'parsed' ? parsed.date.toISOString() : `unparsed:${parsed.raw}`;
};

describe('parseServiceDate', () => {
  it.each([
    ['11/04/2026 09:15:02 AM', '2026-11-04T09:15:02.000Z'],
    ['11/4/2026 9:15:02 AM', '2026-11-04T09:15:02.000Z'],
    ['1/2/2026 3:04:05 PM', '2026-01-02T15:04:05.000Z'],
    ['12/4/2026 12:00:00 AM', '2026-12-04T00:00:00.000Z'],
    ['12/4/2026 12:00:00 PM', '2026-12-04T12:00:00.000Z'],
    ['12/4/2026 12:59:59 AM', '2026-12-04T00:59:59.000Z'],
    ['12/4/2026 11:59:59 PM', '2026-12-04T23:59:59.000Z'],
    ['2/29/2028 1:00:00 pm', '2028-02-29T13:00:00.000Z'],
    ['  11/4/2026 9:15:02 AM ', '2026-11-04T09:15:02.000Z'],
  ])('reads %j in UTC', (raw, expected) => {
    expect(iso(raw)).toBe(expected);
  });

  it('reads wall-clock time in the given zone', () => {
    expect(iso('11/4/2026 9:15:02 AM', 'America/New_York')).toBe('2026-11-04T14:15:02.000Z');
    expect(iso('7/4/2026 9:15:02 AM', 'America/New_York')).toBe('2026-07-04T13:15:02.000Z');
    expect(iso('11/4/2026 9:15:02 AM', 'Asia/Kolkata')).toBe('2026-11-04T03:45:02.000Z');
  });

  it('reads a time that occurs twice at a DST change as its first occurrence', () => {
    expect(iso('11/1/2026 1:30:00 AM', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('10/25/2026 1:30:00 AM', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads a time that does not exist at a DST change with the offset before the jump', () => {
    // 2:30 AM EST would be 07:30Z, shown as 3:30 AM EDT.
    expect(iso('3/8/2026 2:30:00 AM', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('3/29/2026 1:30:00 AM', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });

  it.each([
    '',
    'yesterday',
    '13/4/2026 9:15:02 AM',
    '2/30/2026 9:15:02 AM',
    '11/4/26 9:15:02 AM',
    '11/4/2026 13:15:02 PM',
    '11/4/2026 0:15:02 AM',
    '11/4/2026 9:60:02 AM',
    '11/4/2026 9:15:60 AM',
    '2/29/2026 9:15:02 AM',
    '4/31/2026 9:15:02 AM',
    '11/4/2026 9:15 AM',
    '11/4/2026 9:15:02',
    '2026-11-04T09:15:02Z',
    '11/4/2026 9:15:02 AM extra',
    '0/4/2026 9:15:02 AM',
    '11/4/0000 9:15:02 AM',
  ])('keeps %j as unparsed text', (raw) => {
    expect(parseServiceDate(raw, 'UTC')).toEqual({ kind: 'unparsed', raw });
  });

  it("does not depend on the process's own time zone, even across its DST change", () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(iso('3/8/2026 2:30:00 AM', 'UTC')).toBe('2026-03-08T02:30:00.000Z');
      expect(iso('11/1/2026 1:30:00 AM', 'UTC')).toBe('2026-11-01T01:30:00.000Z');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('keeps the text when the zone is unknown, rather than guessing', () => {
    expect(parseServiceDate('11/4/2026 9:15:02 AM', 'Mars/Olympus')).toEqual({
      kind: 'unparsed',
      raw: '11/4/2026 9:15:02 AM',
    });
  });
});

describe('formatForSlack', () => {
  it('gives a date token with a readable fallback in the workspace zone', () => {
    const parsed = parseServiceDate('11/4/2026 9:15:02 AM', 'Europe/Paris');
    expect(formatForSlack(parsed, 'Europe/Paris')).toBe(
      '<!date^1793780102^{date_short_pretty} {time}|Nov 4, 2026 9:15 AM Europe/Paris>',
    );
  });

  it('shows an unparsed date as its own text, escaped', () => {
    expect(formatForSlack({ kind: 'unparsed', raw: '<!channel> soon & later' }, 'UTC')).toBe(
      '&lt;!channel&gt; soon &amp; later',
    );
    expect(formatForSlack({ kind: 'unparsed', raw: '' }, 'UTC')).toBe('unknown');
  });

  it('writes an English fallback as Intl writes its parts, at any hour, in any zone', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...EN_FALLBACK_FIELDS });
      for (let i = 0; i < 400; i++) {
        const date = new Date(Date.UTC(2026, 0, 1) + i * 22 * 3_600_000 + i * 61_000);
        const get = (type: string) => parts.formatToParts(date).find((p) => p.type === type)?.value;
        const expected = `${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${zone}`;
        expect(fallbackText(date, zone)).toBe(expected);
      }
    }
  });

  it('writes fallbacks in UTC for an unknown zone', () => {
    expect(fallbackText(new Date('2026-11-04T21:05:00Z'), 'Nowhere/Else')).toBe('Nov 4, 2026 9:05 PM UTC');
  });

  it('knows IANA zones', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Europe/Pariss')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
