import { z } from 'zod';
import { withoutBidiControls } from '../lib/bidi-controls';

// Field by field as the API contract describes them. Objects tolerate unknown extra fields
// (zod strips them), so an upstream that adds fields keeps working.

/**
 * Text as the service wrote it, less directional formatting characters (a U+202E in a subject would show
 * it reversed wherever it is rendered: cards, thread replies, topics, the panel, search, Slackbot).
 */
const text = z.string().transform(withoutBidiControls);
const nullableText = text.nullable();

/** Fields every response carries. */
const envelopeFields = {
  errorCode: z.number().int(),
  errorDescription: nullableText.optional(),
  technicalError: nullableText.optional(),
};

/** The envelope alone: read first, so that a failed call is recognised even when `data` is absent. */
export const envelopeSchema = z.object(envelopeFields);

const caseListItemSchema = z.object({
  // Any number here: a row casebot cannot open (0, negative, a fraction) is left out by the case
  // service with a log line, rather than failing the whole list.
  ComplaintId: z.number(),
  CaseNumber: z.number(),
  Subject: text,
  SubmitDate: text,
  UserName: text,
  ComplaintStatus: text,
  LastUpdatedTime: text,
  LastUpdatedBy: nullableText,
  Priority: text,
  CaseSource: z.number(),
  CustomerName: text,
  UserIds: z.array(z.number()),
  // The contract does not give these arrays' element type: take them as they come.
  RoleIds: z.array(z.unknown()),
  OuIds: z.array(z.unknown()),
  UserGroupIds: z.array(z.unknown()),
});

export const getCasesResponseSchema = z.object({
  ...envelopeFields,
  count: z
    .string()
    .regex(/^\s*\d+\s*$/, 'count must hold a whole number as text')
    .transform((v) => Number(v.trim())),
  data: z.array(caseListItemSchema),
});

const noteSchema = z.object({
  id: z.number().int(),
  note: text,
  createdOn: text,
  createdBy: text,
});

const attachmentSchema = z.object({
  ClientId: z.string(),
  fileName: text,
  filePath: z.string(),
});

export const caseDetailsSchema = z.object({
  id: z.number().int(),
  caseNumber: z.number().int(),
  subject: text,
  createdOn: text,
  createdBy: text,
  status: text,
  customerName: text,
  customerEmail: nullableText,
  customerMobile: nullableText,
  notes: z.array(noteSchema),
  notesCount: z.number().int(),
  attachments: z.object({ attachments: z.array(attachmentSchema) }),
  attachmentsCount: z.number().int(),
});

export const getCaseDetailsResponseSchema = z.object({
  ...envelopeFields,
  data: caseDetailsSchema,
});

export type CaseListItem = z.infer<typeof caseListItemSchema>;
export type GetCasesResponse = z.infer<typeof getCasesResponseSchema>;
export type Note = z.infer<typeof noteSchema>;
export type CaseDetails = z.infer<typeof caseDetailsSchema>;
