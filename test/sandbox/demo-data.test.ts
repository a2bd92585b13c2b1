import { demoCases } from '../../src/sandbox/demo-data';

// The sandbox's cases are what a newcomer reads first (and what the README's pictures show): their
// dates must tell a possible story.

describe('the demo cases', () => {
  const cases = demoCases();

  it('are each updated no earlier than created, with notes between the two', () => {
    const broken = cases.filter((c) => {
      const created = c.submitted.getTime();
      const updated = c.lastUpdated?.getTime();
      const notes = c.notes.map((n) => n.createdOn.getTime());
      return (
        (updated !== undefined && updated < created) ||
        notes.some((at) => at < created || (updated !== undefined && at > updated))
      );
    });
    expect(broken.map((c) => c.caseNumber)).toEqual([]);
  });

  it('include case 1234 as the README shows it: last updated by its newest note', () => {
    const sample = cases.find((c) => c.caseNumber === 1234);
    expect(sample?.lastUpdatedBy).toBe('a.smith');
    expect(sample?.lastUpdated?.toISOString()).toBe('2026-11-05T14:30:00.000Z');
  });
});
