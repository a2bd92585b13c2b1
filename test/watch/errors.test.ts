import {
  CaseApiBodyError,
  CaseApiHttpError,
  CaseApiNetworkError,
  CaseApiResponseError,
  CaseApiTimeoutError,
} from '../../src/case-api/errors';
import { pollFailure } from '../../src/cases/poll-failure';

// What a failed call during a poll does: only a refusal in a good answer ends a watch or a follow;
// a service that is down, slow or limiting backs the workspace off; one unreadable case is skipped.
describe('pollFailure', () => {
  const where = { operation: 'GetCaseDetails' as const, caseId: 7 };
  it.each([
    ['an error code in a 200 answer', new CaseApiResponseError({ ...where, status: 200 }, { errorCode: 4 }), 'refused'],
    ['an error code in a 503 answer', new CaseApiResponseError({ ...where, status: 503 }, { errorCode: 9 }), 'passing'],
    ['an error code in a 429 answer', new CaseApiResponseError({ ...where, status: 429 }, { errorCode: 9 }), 'passing'],
    ['HTTP 502', new CaseApiHttpError({ ...where, status: 502 }), 'passing'],
    ['HTTP 429', new CaseApiHttpError({ ...where, status: 429 }), 'passing'],
    ['HTTP 404', new CaseApiHttpError({ ...where, status: 404 }), 'this_case'],
    ['a timeout', new CaseApiTimeoutError(where, 8000), 'passing'],
    ['a network failure', new CaseApiNetworkError(where, new Error('ECONNREFUSED')), 'passing'],
    ['a body over 8 MB', new CaseApiBodyError(where, 'too_large'), 'this_case'],
    ['the database failing', new Error('connection terminated'), 'passing'],
  ])('%s: %s', (_what, error, expected) => {
    expect(pollFailure(error)).toBe(expected);
  });
});
