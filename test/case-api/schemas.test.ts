import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  caseDetailsSchema,
  envelopeSchema,
  getCaseDetailsResponseSchema,
  getCasesResponseSchema,
} from '../../src/case-api/schemas';

const sample = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/case-api', name), 'utf8'));

type Body = Record<string, unknown> & { data: Record<string, unknown>[] };
const list = () => sample('GetCases.ok.json') as Body;
const details = () => (sample('GetCaseDetails.ok.json') as { data: Record<string, unknown> }).data;

describe('case API schemas against the samples', () => {
  it('reads the GetCases sample, count as a number', () => {
    const parsed = getCasesResponseSchema.parse(sample('GetCases.ok.json'));
    expect(parsed.count).toBe(2);
    expect(parsed.data.map((c) => c.CaseNumber)).toEqual([1234, 1229]);
    expect(parsed.data[0]?.LastUpdatedBy).toBeNull();
    expect(parsed.data[0]?.UserIds).toEqual([17, 42]);
  });

  it('reads the GetCaseDetails sample', () => {
    const parsed = getCaseDetailsResponseSchema.parse(sample('GetCaseDetails.ok.json'));
    expect(parsed.data.caseNumber).toBe(1234);
    expect(parsed.data.customerMobile).toBeNull();
    expect(parsed.data.notes.map((n) => n.id)).toEqual([9001, 9002]);
    expect(parsed.data.attachments.attachments.map((a) => a.fileName)).toEqual(['test-page.pdf', 'printer photo.jpg']);
  });

  it('reads the error sample as an envelope', () => {
    expect(envelopeSchema.parse(sample('error.json'))).toEqual({
      errorCode: 3,
      errorDescription: 'Invalid API token for this client',
      technicalError: 'TokenValidationException: token mismatch',
    });
  });
});

describe('case API schemas against hostile variants', () => {
  it('tolerates unknown extra fields and strips them', () => {
    const body = list();
    body.extra = 'x';
    (body.data[0] as Record<string, unknown>).NewField = 1;
    const parsed = getCasesResponseSchema.parse(body);
    expect(parsed.data[0]).not.toHaveProperty('NewField');
    expect(parsed).not.toHaveProperty('extra');
  });

  it('takes directional formatting characters out of every text the service writes, and nothing else', () => {
    const controls = '\u202E\u202D\u202A\u202B\u202C\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    const body = list();
    const row = body.data[0] as Record<string, unknown>;
    row.Subject = `Invoice ${controls}fdp.exe`;
    row.CustomerName = 'Acme\u202E Retail';
    row.Priority = '\u2067High\u2069';
    const parsedRow = getCasesResponseSchema.parse(body).data[0];
    expect(parsedRow?.Subject).toBe('Invoice fdp.exe');
    expect(parsedRow?.CustomerName).toBe('Acme Retail');
    expect(parsedRow?.Priority).toBe('High');
    const data = details();
    data.subject = '\u202Eprinter';
    data.customerEmail = 'a\u202E@b.example';
    data.notes = [
      { id: 1, note: 'Called \u202Ebackwards\u202C, then العميل', createdOn: '11/4/2026 9:15:00 AM', createdBy: 'a' },
    ];
    data.attachments = { attachments: [{ ClientId: 'x', fileName: 'scan\u202Efdp.exe', filePath: '/f' }] };
    const parsed = caseDetailsSchema.parse(data);
    expect(parsed.subject).toBe('printer');
    expect(parsed.customerEmail).toBe('a@b.example');
    expect(parsed.notes[0]?.note).toBe('Called backwards, then العميل');
    expect(parsed.attachments.attachments[0]?.fileName).toBe('scanfdp.exe');
    expect(envelopeSchema.parse({ errorCode: 3, errorDescription: 'Bad\u202E token' }).errorDescription).toBe(
      'Bad token',
    );
  });

  it('accepts arrays of unknown element type as they come', () => {
    const body = list();
    (body.data[0] as Record<string, unknown>).RoleIds = ['a', 3, { x: 1 }, null];
    expect(getCasesResponseSchema.parse(body).data[0]?.RoleIds).toEqual(['a', 3, { x: 1 }, null]);
  });

  const spoilers: [string, (b: Body) => void, string][] = [
    [
      'count not numeric',
      (b) => {
        b.count = 'two';
      },
      'count',
    ],
    [
      'count as a number',
      (b) => {
        b.count = 2;
      },
      'count',
    ],
    [
      'count missing',
      (b) => {
        delete b.count;
      },
      'count',
    ],
    [
      'CaseNumber as text',
      (b) => {
        (b.data[0] as Record<string, unknown>).CaseNumber = '1234';
      },
      'data.0.CaseNumber',
    ],
    [
      'Subject missing',
      (b) => {
        delete (b.data[1] as Record<string, unknown>).Subject;
      },
      'data.1.Subject',
    ],
    [
      'Subject null',
      (b) => {
        (b.data[0] as Record<string, unknown>).Subject = null;
      },
      'data.0.Subject',
    ],
    [
      'ComplaintId renamed',
      (b) => {
        const row = b.data[0] as Record<string, unknown>;
        row.complaintId = row.ComplaintId;
        delete row.ComplaintId;
      },
      'data.0.ComplaintId',
    ],
    [
      'data not an array',
      (b) => {
        b.data = {} as never;
      },
      'data',
    ],
    [
      'UserIds of text',
      (b) => {
        (b.data[0] as Record<string, unknown>).UserIds = ['17'];
      },
      'data.0.UserIds.0',
    ],
    [
      'errorCode as text',
      (b) => {
        b.errorCode = '0';
      },
      'errorCode',
    ],
  ];

  it.each(spoilers)('rejects a list with %s, naming the path', (_name, spoil, path) => {
    const body = list();
    spoil(body);
    const result = getCasesResponseSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('accepts null where the contract says "or null", and nothing else null', () => {
    const ok = { ...details(), customerEmail: null, customerMobile: null };
    expect(caseDetailsSchema.parse(ok).customerEmail).toBeNull();
    expect(caseDetailsSchema.safeParse({ ...details(), customerName: null }).success).toBe(false);
    expect(caseDetailsSchema.safeParse({ ...details(), notes: null }).success).toBe(false);
  });

  it('rejects details whose attachments are a bare array (changed shape)', () => {
    expect(caseDetailsSchema.safeParse({ ...details(), attachments: [] }).success).toBe(false);
  });

  it('rejects a note with a wrongly typed id, naming its path', () => {
    const spoiled = details();
    (spoiled.notes as Record<string, unknown>[])[0] = { id: '9001', note: 'x', createdOn: '', createdBy: 'a' };
    const result = caseDetailsSchema.safeParse(spoiled);
    expect(result.error?.issues[0]?.path).toEqual(['notes', 0, 'id']);
  });
});
