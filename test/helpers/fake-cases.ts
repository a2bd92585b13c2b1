import type { FakeAccount, FakeCase } from '../../src/sandbox/case-api-server';

let nextId = 50_000;

/** A case for the fake service, with overrides. */
export function fakeCase(overrides: Partial<FakeCase> = {}): FakeCase {
  nextId += 1;
  const caseNumber = overrides.caseNumber ?? nextId - 40_000;
  return {
    complaintId: nextId,
    caseNumber,
    subject: `Case ${caseNumber}`,
    submitted: new Date(Date.UTC(2026, 10, 4, 9, 15, 2) - (nextId % 1000) * 60_000),
    userName: 'j.doe',
    status: 'Open',
    priority: 'Medium',
    caseSource: 1,
    customerName: 'Acme Retail Ltd',
    customerEmail: 'it@acme-retail.example',
    customerMobile: null,
    lastUpdated: null,
    lastUpdatedBy: null,
    notes: [],
    attachments: [],
    ...overrides,
  };
}

/** `n` cases with distinct, strictly decreasing submit dates (newest first), subjects `prefix n`. */
export function caseSeries(n: number, prefix = 'Printer', start = 1000): FakeCase[] {
  return Array.from({ length: n }, (_, i) =>
    fakeCase({
      caseNumber: start + i,
      subject: `${prefix} problem ${i + 1}`,
      submitted: new Date(Date.UTC(2026, 9, 1) + (n - i) * 3_600_000),
    }),
  );
}

export function account(cases: FakeCase[], overrides: Partial<FakeAccount> = {}): FakeAccount {
  return { apiToken: 'tok-acme-secret-1234', cases, ...overrides };
}
