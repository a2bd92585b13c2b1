import { translator } from '../../src/i18n/translate';
import { escapeMrkdwn } from '../../src/blocks/escape';
import { loadingModal, NOTES_PER_PAGE, noticeModal, renderNotesModal } from '../../src/blocks/notes-modal';
import { assertValidModal } from '../helpers/block-kit';
import { details } from '../helpers/details';
import { findButtons, visibleText } from '../helpers/harness';

const options = { tr: translator('en'), teamId: 'T0ACME', timeZone: 'UTC' };

describe('the All notes modal', () => {
  // 1,000 notes of 3,000 characters, with text that must be escaped, dated one minute apart.
  const notes = Array.from({ length: 1000 }, (_, i) => ({
    id: i + 1,
    note: `#${i + 1} <b>&</b> ${'word '.repeat(600)}`.slice(0, 3000),
    createdOn: `11/4/2026 ${1 + (Math.floor(i / 60) % 12)}:${String(i % 60).padStart(2, '0')}:00 ${i < 720 ? 'AM' : 'PM'}`,
    createdBy: `agent${i % 7}`,
  }));
  const big = details({ notes, notesCount: 1000 });

  it('pages through every note, newest first, each page within the limits of a modal', () => {
    const seen: number[] = [];
    const pages = Math.ceil(1000 / NOTES_PER_PAGE);
    for (let page = 0; page < pages; page++) {
      const view = renderNotesModal(big, { ...options, page }) as unknown as Record<string, unknown>;
      assertValidModal(view);
      const text = visibleText(view);
      seen.push(...[...text.matchAll(/^>#(\d+) /gm)].map((m) => Number(m[1])));
      const buttons = findButtons(view).map((b) => b.action_id);
      expect(buttons).toEqual([...(page > 0 ? ['notes_prev'] : []), ...(page < pages - 1 ? ['notes_next'] : [])]);
    }
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
    // Dated 1:00 AM to 12:59 PM in order: the newest, the last in the list, comes first.
    expect(seen[0]).toBe(1000);
  });

  it('shows a note of 3,000 characters whole, escaped', () => {
    const view = renderNotesModal(big, { ...options, page: 0 }) as unknown as Record<string, unknown>;
    const text = visibleText(view).replace(/\n>/g, '\n');
    const first = notes[999]?.note ?? '';
    for (const piece of escapeMrkdwn(first).split(/\s+/).filter(Boolean)) expect(text).toContain(piece);
    expect(text).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('carries its page and case in the buttons and metadata, for this workspace', () => {
    const view = renderNotesModal(big, { ...options, page: 3 }) as unknown as Record<string, unknown>;
    expect(JSON.parse(String(view.private_metadata))).toEqual({ t: 'T0ACME', c: big.id, n: 1234, p: 3 });
    const values = findButtons(view).map((b) => JSON.parse(b.value ?? '{}') as { p: number });
    expect(values.map((v) => v.p)).toEqual([2, 4]);
  });

  it('says so when a case has no notes, and keeps a page past the end on the last page', () => {
    const none = renderNotesModal(details({ notes: [], notesCount: 0 }), { ...options, page: 5 });
    assertValidModal(none as unknown as Record<string, unknown>);
    expect(visibleText(none as unknown as Record<string, unknown>)).toContain('No notes yet.');
    const last = renderNotesModal(big, { ...options, page: 10_000 }) as unknown as Record<string, unknown>;
    expect(visibleText(last)).toContain('Notes 991–1000 of 1000');
  });

  it('has valid loading and notice modals', () => {
    assertValidModal(loadingModal(translator('en'), 1234) as unknown as Record<string, unknown>);
    assertValidModal(noticeModal(translator('en'), { text: 'x' }) as unknown as Record<string, unknown>);
    assertValidModal(noticeModal(translator('en'), { text: '' }) as unknown as Record<string, unknown>);
  });
});
