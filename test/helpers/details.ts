import type { CaseDetails } from '../../src/case-api/schemas';

/** Case details as the service sends them (the sample), with overrides. */
export function details(overrides: Partial<CaseDetails> = {}): CaseDetails {
  return {
    id: 48213,
    caseNumber: 1234,
    subject: 'Printer on floor 3 prints blank pages',
    createdOn: '11/4/2026 9:15:02 AM',
    createdBy: 'j.doe',
    status: 'open',
    customerName: 'Acme Retail Ltd',
    customerEmail: 'it@acme-retail.example',
    customerMobile: null,
    notes: [
      { id: 9001, note: 'Replaced the toner; still blank.', createdOn: '11/4/2026 10:02:44 AM', createdBy: 'j.doe' },
      { id: 9002, note: 'Vendor visit booked for Thursday.', createdOn: '11/5/2026 2:30:00 PM', createdBy: 'a.smith' },
    ],
    notesCount: 2,
    attachments: {
      attachments: [
        { ClientId: '6f1c2a9e-3b7d-4e15-9c0a-2d4b8e7f1a3c', fileName: 'test-page.pdf', filePath: '9b2e4c71.pdf' },
        { ClientId: '6f1c2a9e-3b7d-4e15-9c0a-2d4b8e7f1a3c', fileName: 'printer photo.jpg', filePath: 'd3f0a8b2.jpg' },
      ],
    },
    attachmentsCount: 2,
    ...overrides,
  };
}
