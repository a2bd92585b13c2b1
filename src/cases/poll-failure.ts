import {
  CaseApiAddressError,
  CaseApiError,
  CaseApiHttpError,
  CaseApiNetworkError,
  CaseApiResponseError,
  CaseApiTimeoutError,
} from '../case-api/errors';

/**
 * What a failed call during a poll means. `refused`: the service answered, in a good HTTP answer,
 * that this person may not see this (the watch or follow ends). `passing`: the service is slow, down
 * or limiting (the workspace backs off; nothing ends). `this_case`: something about this one case (an
 * answer casebot cannot read): it is skipped until its next turn, the others go on.
 */
export function pollFailure(error: unknown): 'refused' | 'passing' | 'this_case' {
  if (error instanceof CaseApiResponseError) {
    const status = error.status ?? 200;
    return status >= 200 && status < 300 ? 'refused' : 'passing';
  }
  // A base URL casebot may not call is the admins' to fix, like a service that is down: nothing ends.
  if (error instanceof CaseApiTimeoutError || error instanceof CaseApiNetworkError) return 'passing';
  if (error instanceof CaseApiAddressError) return 'passing';
  if (error instanceof CaseApiHttpError) {
    const status = error.status ?? 500;
    return status >= 500 || status === 429 || status === 408 ? 'passing' : 'this_case';
  }
  if (error instanceof CaseApiError) return 'this_case';
  // Not the case service's (the database, a bug): the whole poll stops and backs off.
  return 'passing';
}
