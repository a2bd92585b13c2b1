import type { CaseListItem } from '../../src/case-api/schemas';
import { asShown, firstStrong, forReader } from '../../src/blocks/bidi';
import { caseCanvas } from '../../src/blocks/case-canvas';
import { renderCaseList } from '../../src/blocks/case-list';
import { myCasesBlocks } from '../../src/blocks/home-mine';
import { renderMyCases } from '../../src/blocks/my-cases';
import { reminderDm } from '../../src/kinds/reminder/blocks';
import { translator, type Translator } from '../../src/i18n/translate';
import { details } from '../helpers/details';

// Every row and heading follows the reader's direction, whatever the subject's script: an Arabic reader's
// rows start right to left (an aging row with a Latin subject too), a French reader's start left to right
// (a row whose subject is Arabic too).
const row = (n: number, subject: string): CaseListItem => ({
  ComplaintId: n,
  CaseNumber: n,
  Subject: subject,
  SubmitDate: '11/1/2026 9:00:00 AM',
  UserName: 'n.smith',
  ComplaintStatus: 'Open',
  LastUpdatedTime: '11/2/2026 9:00:00 AM',
  LastUpdatedBy: null,
  Priority: 'High',
  CaseSource: 1,
  CustomerName: 'Fabrikam Inc.',
  UserIds: [],
  RoleIds: [],
  OuIds: [],
  UserGroupIds: [],
});
const latin = [row(1320, 'Printer jams on floor 2'), row(1321, 'Toner low')];
const arabic = [row(1320, 'الطابعة لا تعمل'), row(1321, 'الحبر منخفض')];

/** Each line of every row (a section with a View button) as Slack shows it, and where it starts. */
function rowLines(message: { blocks?: unknown[] }): string[] {
  const sections = (message.blocks ?? []).filter(
    (b): b is { text: { text: string } } =>
      (b as { type?: string; accessory?: unknown }).type === 'section' &&
      Boolean((b as { accessory?: unknown }).accessory),
  );
  return sections.flatMap((s) => s.text.text.split('\n'));
}
/**
 * Where a line starts: right to left only where its first letter (past markup and spaces) is, or it
 * begins with the mark (a client that reads `#1320` first must not lay it out left to right); else the
 * direction its first strong letter gives it.
 */
const startsIn = (lines: string[]) =>
  lines.map((line) => {
    const lead = [...asShown(line).replace(/^[\s>*_~`]+/u, '')][0] ?? '';
    if (lead === '\u200F' || /[\u0590-\u08FF]/u.test(lead)) return 'rtl';
    // Left to right both as the bidi algorithm reads it (isolates skipped) and as a client that reads an
    // isolate's letters like any other (the sandbox's page, a client without isolates) finds its first letter.
    const anyway = [...asShown(line)].find((ch) => /[\p{L}\u200E\u200F]/u.test(ch)) ?? '';
    const leftToRight = anyway === '\u200E' || (anyway !== '\u200F' && !/[\u0590-\u08FF]/u.test(anyway));
    return firstStrong(asShown(line)) === 'ltr' && leftToRight ? 'ltr' : 'neither';
  });

const surfaces = (tr: Translator, items: CaseListItem[]) => {
  const where = { tr, teamId: 'T1', timeZone: 'UTC' };
  const aging = new Set([items[0]?.ComplaintId ?? 0]);
  return {
    '/cases mine (and the Messages tab’s mine)': renderMyCases({
      ...where,
      userName: 'n.smith',
      items,
      looked: { from: 0, to: 300 },
      more: false,
      skip: 0,
      overdue: aging,
    }),
    'Home’s My cases': forReader(tr.lang, {
      blocks: myCasesBlocks(
        tr,
        {
          userName: 'n.smith',
          items,
          looked: { from: 0, to: 300 },
          openByStatus: [{ status: 'Open', count: items.length }],
          overdue: [...aging],
          at: new Date(Date.UTC(2026, 10, 2)),
        },
        where,
      ),
    }),
    '/cases': renderCaseList({
      ...where,
      searchText: '',
      offset: 0,
      pageSize: 10,
      items,
      hasNext: false,
      nextOffset: 2,
    }),
    'a reminder': reminderDm({
      ...where,
      userName: 'n.smith',
      open: items,
      overdue: aging,
      looked: 300,
      personZone: 'UTC',
    }),
  };
};

describe.each([
  ['an Arabic reader, Latin subjects', 'ar', latin, 'rtl'],
  ['a French reader, Arabic subjects', 'fr', arabic, 'ltr'],
  ['an English reader, Arabic subjects', 'en', arabic, 'ltr'],
] as const)('%s', (_name, lang, items, direction) => {
  it.each(Object.entries(surfaces(translator(lang), [...items])))(
    '%s: every row line starts in their direction',
    (_surface, message) => {
      const lines = rowLines(message as { blocks?: unknown[] });
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(startsIn(lines)).toEqual(lines.map(() => direction));
      // Never a mark right before bold or italics: Slack would show the asterisks.
      expect(lines.filter((line) => /[\u200e\u200f\u2066-\u2069][*_~`]/u.test(line))).toEqual([]);
    },
  );
});

describe('a case channel’s canvas heading in Arabic', () => {
  it('keeps the number’s # in front and the subject in its own order', () => {
    const { markdown } = caseCanvas(details({ caseNumber: 1320, subject: 'Printer jams' }), {
      tr: translator('ar'),
      timeZone: 'UTC',
      caseUrl: undefined,
    });
    const heading = markdown.split('\n')[0] ?? '';
    expect(heading).toContain('\u2066#1320\u2069');
    expect(heading).toContain('\u2068Printer jams\u2069');
  });
});

describe('an Arabic subject ending in a digit, for a left-to-right reader', () => {
  // "#1312 6 الطابعة…": unisolated, the subject's last digit is laid out beside the case number.
  const subject = 'الطابعة لا تعمل في الطابق 6';
  it.each(['en', 'fr'] as const)('keeps its digit inside it (%s): a list row and a sentence alike', (lang) => {
    const tr = translator(lang);
    const list = renderCaseList({
      tr,
      teamId: 'T1',
      timeZone: 'UTC',
      searchText: '',
      offset: 0,
      pageSize: 10,
      items: [row(1312, subject)],
      hasNext: false,
      nextOffset: 1,
    });
    expect(JSON.stringify(list.blocks)).toContain(JSON.stringify(`\u2068${subject}\u2069`).slice(1, -1));
    expect(tr.t('change.title', { caseNumber: '1312', subject })).toContain(`\u2068${subject}\u2069`);
  });
});
