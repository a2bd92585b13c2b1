import type { CaseListItem } from '../case-api/schemas';

const MAX_ID = 2_147_483_647;

/** A row casebot can open: a ComplaintId and CaseNumber that are whole numbers in range. */
export function openable(row: CaseListItem): boolean {
  return (
    Number.isInteger(row.ComplaintId) &&
    row.ComplaintId > 0 &&
    row.ComplaintId <= MAX_ID &&
    Number.isInteger(row.CaseNumber) &&
    row.CaseNumber >= 0 &&
    row.CaseNumber <= MAX_ID
  );
}
