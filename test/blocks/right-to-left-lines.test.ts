import { asShown, firstStrong, forReader } from '../../src/blocks/bidi';
import { renderCaseCard } from '../../src/blocks/case-card';
import { caseCarousel } from '../../src/blocks/case-carousel';
import { renderCaseList } from '../../src/blocks/case-list';
import { renderNotesModal } from '../../src/blocks/notes-modal';
import type { CaseListItem } from '../../src/case-api/schemas';
import { CATALOGUES, type MessageKey, translator } from '../../src/i18n/translate';
import { details } from '../helpers/details';

// Every line casebot writes for an Arabic reader starts right to left: the first strong character of
// each line, as Slack shows it (isolated spans skipped, as the bidi algorithm skips them), is never a
// left-to-right one, however Latin the upstream text in it is.
const ar = translator('ar');
const en = translator('en');

/** Every text a person reads in a message or a view: each text object, and the fallback text. */
function texts(value: unknown, key = 'text'): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  if ((node.type === 'mrkdwn' || node.type === 'plain_text') && typeof node.text === 'string') return [node.text];
  if (node.type === 'data_table') return [];
  return Object.entries(node).flatMap(([k, v]) =>
    k === 'text' && typeof v === 'string' && key === 'text' ? [v] : texts(v, k),
  );
}

/** The lines that would start left to right (with what they say, for the failure message). */
const leftToRight = (value: unknown) =>
  texts(value)
    .flatMap((text) => text.split('\n'))
    .map((line) => asShown(line.replace(/^(?:>|&gt;) ?/, '')))
    // A line with letters starts right to left; one whose letters are all isolated has no direction of
    // its own, and reads left to right too.
    .filter((line) => /\p{L}/u.test(line) && firstStrong(line) !== 'rtl');

// Hostile Latin upstream text: a subject, a customer, notes, an author, a file name.
const latin = details({
  subject: 'Printer (floor 3): prints blank pages!',
  customerName: 'Acme Retail Ltd.',
  customerEmail: 'it@acme-retail.example',
  createdBy: 'j.doe',
  notes: [
    {
      id: 1,
      note: 'Replaced the toner; still blank.\nCalled the vendor (ref. 42).',
      createdOn: '11/4/2026 10:02:44 AM',
      createdBy: 'j.doe',
    },
    {
      id: 2,
      note: '*Escalated* to line 2 <@U123> & "vendor".',
      createdOn: '11/5/2026 2:30:00 PM',
      createdBy: 'a.smith',
    },
  ],
  notesCount: 2,
});
const row = (n: number): CaseListItem => ({
  ComplaintId: 48000 + n,
  CaseNumber: n,
  Subject: `Printer ${n} prints blank pages.`,
  SubmitDate: '11/04/2026 09:15:02 AM',
  UserName: 'j.doe',
  ComplaintStatus: 'Closed',
  LastUpdatedTime: '11/05/2026 02:30:00 PM',
  LastUpdatedBy: 'a.smith',
  Priority: 'High',
  CaseSource: 2,
  CustomerName: 'Acme Retail Ltd.',
  UserIds: [],
  RoleIds: [],
  OuIds: [],
  UserGroupIds: [],
});

const card = (tr: typeof ar, audience: 'private' | 'shared') =>
  renderCaseCard(latin, {
    tr,
    teamId: 'T0ACME',
    timeZone: 'UTC',
    audience,
    showContactDetails: true,
    sharedBy: 'U0ALICE',
  });
const list = (tr: typeof ar) =>
  renderCaseList({
    tr,
    teamId: 'T0ACME',
    searchText: 'printer',
    offset: 0,
    pageSize: 3,
    items: [row(1), row(2), row(3)],
    hasNext: true,
    nextOffset: 3,
    timeZone: 'UTC',
  });
const notes = (tr: typeof ar) => renderNotesModal(latin, { tr, teamId: 'T0ACME', timeZone: 'UTC', page: 0 });
const carousel = (tr: typeof ar) =>
  caseCarousel(tr, {
    teamId: 'T0ACME',
    timeZone: 'UTC',
    cases: [{ details: latin, facts: undefined }],
    notFound: [77],
    more: [],
  });

describe('every line for an Arabic reader starts right to left', () => {
  it.each([
    ['the private card', () => card(ar, 'private')],
    ['the compact card', () => card(ar, 'shared')],
    ['a /cases page', () => list(ar)],
    ['All notes', () => notes(ar)],
    ['Look up cases', () => carousel(ar)],
  ])('%s', (_name, render) => {
    const rendered = render();
    expect(texts(rendered).length).toBeGreaterThan(3);
    expect(leftToRight(rendered)).toEqual([]);
  });

  it('the same renderers, in English, start their lines left to right as before (no marks)', () => {
    for (const rendered of [card(en, 'private'), list(en), notes(en), carousel(en)]) {
      expect(JSON.stringify(rendered)).not.toMatch(/\u200F/);
      expect(leftToRight(rendered).length).toBeGreaterThan(0);
    }
  });

  it('a left-to-right line keeps its own order and its punctuation at its end (isolated), and bold still shows', () => {
    const [line] = forReader('ar', { type: 'mrkdwn', text: 'Replaced the toner; still blank.' }).text.split('\n');
    expect(line).toBe('\u200F\u2068Replaced the toner; still blank.\u2069');
    const quoted = forReader('ar', { type: 'mrkdwn', text: '>Called the vendor.' }).text;
    expect(quoted).toBe('>\u200F\u2068Called the vendor.\u2069');
    // Bold after the marks: a space, so Slack still reads the asterisks as bold.
    expect(forReader('ar', { type: 'mrkdwn', text: '*j.doe* · 4 نوفمبر' }).text).toBe('\u200F *j.doe* · 4 نوفمبر');
    // A Latin line that is all bold: no isolate mark next to its asterisks (Slack would show them).
    expect(forReader('ar', { type: 'mrkdwn', text: '*Acme Retail Ltd*' }).text).toBe(
      '\u200F\u2068 *Acme Retail Ltd* \u2069',
    );
    // A line that already starts right to left is left as it is.
    expect(forReader('ar', { type: 'mrkdwn', text: 'الحالة: Closed' }).text).toBe('الحالة: Closed');
  });

  it('the checker itself sees a left-to-right line (the test can fail)', () => {
    expect(leftToRight({ type: 'mrkdwn', text: 'الحالة\n*j.doe* · date' })).toEqual(['*j.doe* · date']);
    expect(leftToRight({ type: 'mrkdwn', text: '*#1317* \u2068Printer\u2069' })).toHaveLength(1);
  });

  it('a note’s head keeps the date’s day with its month after a Latin name (a mark after the name)', () => {
    const text = texts(card(ar, 'private')).find((t) => t.includes('*a.smith*')) ?? '';
    expect(text).toContain('*a.smith* \u200F· ');
    expect(texts(card(en, 'private')).find((t) => t.includes('*a.smith*'))).toContain('*a.smith* · ');
  });
});

describe('every Arabic message of the catalogue starts each line right to left', () => {
  const keys = Object.keys(CATALOGUES.ar) as MessageKey[];
  const values = (message: string) =>
    Object.fromEntries(
      [...message.matchAll(/\{([a-zA-Z]\w*)/g)].map(([, name]) => [
        name ?? '',
        /count|max|page|first|last|n$/.test(name ?? '') ? 3 : 'Printer jams.',
      ]),
    );
  it.each(keys)('%s', (key) => {
    const text = ar.t(key, values(CATALOGUES.ar[key]));
    expect(leftToRight({ type: 'mrkdwn', text })).toEqual([]);
  });
});
