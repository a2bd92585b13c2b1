/** One case as the fake service keeps it; list items and details are both drawn from it. */
export interface FakeCase {
  complaintId: number;
  caseNumber: number;
  subject: string;
  submitted: Date;
  userName: string;
  status: string;
  priority: string;
  caseSource: number;
  customerName: string;
  customerEmail: string | null;
  customerMobile: string | null;
  lastUpdated: Date | null;
  lastUpdatedBy: string | null;
  notes: { id: number; note: string; createdOn: Date; createdBy: string }[];
  attachments: { fileName: string; extension: string }[];
  /** When set, only these userNames can find or open the case. */
  visibleTo?: string[];
}

export interface FakeAccount {
  apiToken: string;
  /** When set, only these userNames are known; others get an error envelope. */
  users?: string[];
  cases: FakeCase[];
}

// What the fake case service answers, shaped as the contract's samples are.

export function visible(c: FakeCase, userName: string | undefined): boolean {
  return !c.visibleTo || c.visibleTo.includes(userName ?? '');
}

export function errorEnvelope(
  errorCode: number,
  errorDescription: string,
  technicalError = '',
): Record<string, unknown> {
  return { errorCode, errorDescription, technicalError };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `11/04/2026 09:15:02 AM` (list form) or `11/4/2026 9:15:02 AM` (details form), in UTC. */
export function serviceDate(date: Date, padded: boolean): string {
  const h12 = date.getUTCHours() % 12 || 12;
  const ampm = date.getUTCHours() < 12 ? 'AM' : 'PM';
  const [m, d, h] = [date.getUTCMonth() + 1, date.getUTCDate(), h12];
  const md = padded ? `${pad(m)}/${pad(d)}` : `${m}/${d}`;
  const hh = padded ? pad(h) : String(h);
  return `${md}/${date.getUTCFullYear()} ${hh}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} ${ampm}`;
}

export function listItem(c: FakeCase): Record<string, unknown> {
  return {
    ComplaintId: c.complaintId,
    CaseNumber: c.caseNumber,
    Subject: c.subject,
    SubmitDate: serviceDate(c.submitted, true),
    UserName: c.userName,
    ComplaintStatus: c.status,
    LastUpdatedTime: c.lastUpdated ? serviceDate(c.lastUpdated, true) : '',
    LastUpdatedBy: c.lastUpdatedBy,
    Priority: c.priority,
    CaseSource: c.caseSource,
    CustomerName: c.customerName,
    UserIds: [],
    RoleIds: [],
    OuIds: [],
    UserGroupIds: [],
  };
}

const CLIENT_ID = '6f1c2a9e-3b7d-4e15-9c0a-2d4b8e7f1a3c';

/** The case's details; their status in lower case as the contract's sample writes it (`lowerStatus`, the default). */
export function details(c: FakeCase, lowerStatus = true): Record<string, unknown> {
  return {
    id: c.complaintId,
    caseNumber: c.caseNumber,
    subject: c.subject,
    createdOn: serviceDate(c.submitted, false),
    createdBy: c.userName,
    status: lowerStatus ? c.status.toLowerCase() : c.status,
    customerName: c.customerName,
    customerEmail: c.customerEmail,
    customerMobile: c.customerMobile,
    notes: c.notes.map((n) => ({
      id: n.id,
      note: n.note,
      createdOn: serviceDate(n.createdOn, false),
      createdBy: n.createdBy,
    })),
    notesCount: c.notes.length,
    attachments: {
      attachments: c.attachments.map((a, i) => ({
        ClientId: CLIENT_ID,
        fileName: a.fileName,
        filePath: `${String(c.complaintId).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}${a.extension}`,
      })),
    },
    attachmentsCount: c.attachments.length,
  };
}
