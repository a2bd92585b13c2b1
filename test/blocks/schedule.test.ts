import { scheduleText } from '../../src/blocks/schedule';
import { translator } from '../../src/i18n/translate';

describe('a schedule in the reader’s words', () => {
  it('writes a Danish time with a full stop, as Danish dates do, and other languages with a colon', () => {
    const timing = { schedule: 'daily', minute: 8 * 60 + 30 } as const;
    expect(scheduleText(translator('da'), timing, 'Europe/Copenhagen')).toBe('hver dag kl. 08.30 (Europe/Copenhagen)');
    expect(scheduleText(translator('en'), timing, 'Europe/London')).toBe('every day at 08:30 (Europe/London)');
    expect(scheduleText(translator('de'), { ...timing, schedule: 'weekly', weekday: 5 }, 'UTC')).toContain('08:30');
  });
});
