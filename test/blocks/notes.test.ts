import type { Note } from '../../src/case-api/schemas';
import { notesNewestFirst } from '../../src/blocks/notes';

// A case's notes, newest first: the service's list read backwards when it is oldest first (the usual
// case, nothing sorted), by their dates when it is not, backwards when a date cannot be read.
const note = (id: number, createdOn: string): Note => ({ id, note: `note ${id}`, createdOn, createdBy: 'j.doe' });
const ids = (notes: Note[]) => notes.map((n) => n.id);

describe('notesNewestFirst', () => {
  const ascending = [
    note(1, '11/1/2026 9:00:00 AM'),
    note(2, '11/2/2026 9:00:00 AM'),
    note(3, '11/2/2026 9:00:00 AM'),
    note(4, '11/3/2026 9:00:00 AM'),
  ];
  const shuffled = [
    note(1, '11/3/2026 9:00:00 AM'),
    note(2, '11/1/2026 9:00:00 AM'),
    note(3, '11/3/2026 9:00:00 AM'),
    note(4, '11/2/2026 9:00:00 AM'),
  ];
  const unreadable = [note(1, '11/3/2026 9:00:00 AM'), note(2, 'yesterday'), note(3, '11/1/2026 9:00:00 AM')];

  it.each([
    ['oldest first', ascending, [4, 3, 2, 1]],
    ['in no order', shuffled, [3, 1, 4, 2]],
    ['with a date it cannot read', unreadable, [3, 2, 1]],
    ['empty', [], []],
  ])('reads a list %s', (_what, notes, expected) => {
    expect(ids(notesNewestFirst(notes, 'UTC'))).toEqual(expected);
    // The first few are the first few of the whole order.
    expect(ids(notesNewestFirst(notes, 'UTC', 2))).toEqual(expected.slice(0, 2));
    expect(ids(notesNewestFirst(notes, 'UTC', 1))).toEqual(expected.slice(0, 1));
  });

  it('leaves the service’s list as it was', () => {
    const notes = [...shuffled];
    notesNewestFirst(notes, 'UTC');
    notesNewestFirst(ascending, 'UTC', 2);
    expect(ids(notes)).toEqual([1, 2, 3, 4]);
    expect(ids(ascending)).toEqual([1, 2, 3, 4]);
  });
});
