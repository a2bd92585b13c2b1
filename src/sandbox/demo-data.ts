import type { FakeCase } from './case-api-answers';

/** A small deterministic PRNG, so the demo is the same on every start. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  'Printer on floor {n} prints blank pages',
  'Printer jams on double-sided jobs',
  'Refund not received for order {o}',
  'Laptop will not boot after update',
  'VPN disconnects every {n} minutes',
  'Invoice {o} charged twice',
  'Delivery of order {o} is late',
  'Password reset email never arrives',
  'Wrong item delivered (order {o})',
  'Scanner saves PDFs upside down',
  'Coffee machine on floor {n} leaks',
  'Cannot log in to the customer portal',
  'Imprimante du {n}e étage : pages blanches',
  'Drucker im {n}. Stock druckt nicht',
  'الطابعة لا تعمل في الطابق {n}',
  'Заказ {o} не доставлен',
  '打印机卡纸 (order {o})',
  'Stampante non stampa a colori',
  'Printeren på {n}. sal virker ikke 🖨️',
];
const STATUSES = ['Open', 'Open', 'Open', 'In progress', 'Waiting for customer', 'Closed', 'Closed', 'Reopened'];
const PRIORITIES = ['Low', 'Medium', 'Medium', 'High', 'Urgent'];
const CUSTOMERS: [string, string | null, string | null][] = [
  ['Acme Retail Ltd', 'it@acme-retail.example', '+44 20 7946 0000'],
  ['Contoso GmbH', 'support@contoso.example', null],
  ['Société Générale des Cafés', 'contact@cafes.example', '+33 1 23 45 67 89'],
  ['Fabrikam Inc.', null, '+1 555 0100'],
  ['شركة النور للتجارة', 'info@alnoor.example', null],
  ['Northwind Traders', 'orders@northwind.example', '+45 32 12 34 56'],
  ['Tailspin Toys', null, null],
  ['Müller & Söhne KG', 'kontakt@mueller.example', '+49 30 123456'],
];
const AGENTS = ['j.doe', 'a.smith', 'm.dupont', 'k.schmidt', 'l.rossi', 'demo.agent'];
/** Whose each case is: each person of the sandbox has cases of their own (`/cases mine`), and two others. */
const OWNERS = ['demo.agent', 'm.dupont', 'a.haddad', 'k.weber', 'g.rossi', 'm.jensen', 'j.doe', 'a.smith'];
const NOTES = [
  'Called the customer; they will send a photo of the error.',
  'Replaced the toner; still blank.',
  'Vendor visit booked for Thursday.',
  'Escalated to second line. Customer asked to be called back before 5 PM.',
  'Le client confirme que le problème persiste après redémarrage.',
  'Kunde meldet, dass das Problem weiterhin besteht.',
  'تم التواصل مع العميل وسيتم إرسال فني غدًا.',
  'Refund issued: 49.90 EUR, reference RF-2291. <b>Do not</b> refund twice & check the ledger.',
  'Checked the logs:\n• job 1 failed at 09:14\n• job 2 failed at 09:15\nLooks like the driver, not the hardware.',
  'Customer wrote "@channel please help!!!" in their email; replied privately.',
];
const FILES = [
  'test-page.pdf',
  'printer photo.jpg',
  'invoice.pdf',
  'screenshot 2026-11-04.png',
  'logs.zip',
  'contrat signé.pdf',
  'صورة.jpg',
  'error-report.txt',
];

const LONG_NOTE = `${'The customer described the problem at length. '.repeat(60)}End of the customer's description.`;

/** Case 1234 as the API contract's samples show it (the status differs between its two samples). */
export const SAMPLE_CASE = {
  caseNumber: 1234,
  submitted: new Date(Date.UTC(2026, 10, 4, 9, 15, 2)),
  subject: 'Printer on floor 3 prints blank pages',
  customerName: 'Acme Retail Ltd',
  customerEmail: 'it@acme-retail.example',
  customerMobile: null,
  notes: [
    {
      id: 9001,
      note: 'Replaced the toner; still blank.',
      createdOn: new Date(Date.UTC(2026, 10, 4, 10, 2, 44)),
      createdBy: 'j.doe',
    },
    {
      id: 9002,
      note: 'Vendor visit booked for Thursday.',
      createdOn: new Date(Date.UTC(2026, 10, 5, 14, 30, 0)),
      createdBy: 'a.smith',
    },
  ],
  attachments: [
    { fileName: 'test-page.pdf', extension: '.pdf' },
    { fileName: 'printer photo.jpg', extension: '.jpg' },
  ],
  // Last updated by its newest note: after it was created, as a real case would be.
  lastUpdated: new Date(Date.UTC(2026, 10, 5, 14, 30, 0)),
  lastUpdatedBy: 'a.smith',
} satisfies Partial<FakeCase>;

/** About three hundred demo cases, newest first by case number: paging, long cards and other scripts all show. */
export function demoCases(count = 320): FakeCase[] {
  const random = mulberry32(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const cases: FakeCase[] = [];
  const newest = Date.UTC(2026, 10, 20, 16, 0, 0);
  for (let i = 0; i < count; i++) {
    const caseNumber = 1000 + i;
    const submitted = new Date(newest - (count - i) * 5.5 * 3_600_000 - Math.floor(random() * 3_600_000));
    const [customerName, customerEmail, customerMobile] = pick(CUSTOMERS);
    const subject = pick(SUBJECTS)
      .replace('{n}', String(1 + Math.floor(random() * 9)))
      .replace('{o}', String(7000 + Math.floor(random() * 999)));
    const noteCount = caseNumber === 1234 ? 2 : caseNumber % 97 === 0 ? 140 : Math.floor(random() * 5);
    const notes = Array.from({ length: noteCount }, (_, k) => ({
      id: caseNumber * 1000 + k,
      note: caseNumber % 97 === 0 && k % 10 === 0 ? LONG_NOTE : pick(NOTES),
      createdOn: new Date(submitted.getTime() + (k + 1) * 2_700_000),
      createdBy: pick(AGENTS),
    }));
    const fileCount = caseNumber % 89 === 0 ? 36 : Math.floor(random() * 3);
    const attachments = Array.from({ length: fileCount }, (_, k) => {
      const name = fileCount > 10 ? `photo-${String(k + 1).padStart(2, '0')}.jpg` : pick(FILES);
      return { fileName: name, extension: name.slice(name.lastIndexOf('.')) };
    });
    cases.push({
      complaintId: 48_000 + i * 7,
      caseNumber,
      subject,
      submitted,
      userName: pick(OWNERS),
      status: pick(STATUSES),
      priority: pick(PRIORITIES),
      caseSource: 1 + Math.floor(random() * 4),
      customerName,
      customerEmail,
      customerMobile,
      lastUpdated: notes.at(-1)?.createdOn ?? null,
      lastUpdatedBy: notes.at(-1)?.createdBy ?? null,
      notes,
      attachments,
    });
  }
  const sample = cases.find((c) => c.caseNumber === 1234);
  if (sample) {
    Object.assign(sample, SAMPLE_CASE, { status: 'Closed', priority: 'High' });
  }
  return cases;
}
