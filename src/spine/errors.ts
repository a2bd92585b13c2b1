import type { Message } from '../blocks/message';
import {
  credentialsUnreadable,
  internalError,
  membershipUnknown,
  notice,
  noBaseUrl,
  notConnected,
  notLinked,
  serviceRefused,
  serviceUnavailable,
  storeUnavailable,
  uninstalled,
} from '../blocks/notices';
import type { Translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { MembershipUnknown, Unserved } from './acting-as';
import { isStoreFailure } from '../workspaces/store-errors';
import {
  CaseApiAddressError,
  CaseApiError,
  CaseApiNetworkError,
  CaseApiRedirectError,
  CaseApiResponseError,
  CaseApiTimeoutError,
} from '../case-api/errors';

export { newReference } from '../lib/reference';

// Every failure-to-message mapping of casebot is in this file: who cannot be served, and what went wrong.

/** What a person is told when they cannot be served (not connected, not linked…), and the outcome. */
export function describeUnserved(
  resolution: Unserved | MembershipUnknown,
  userId: string,
  ref: string,
  adminCommand: string | undefined,
  tr: Translator,
  requested: boolean | 'admin' = false,
): { message: Message; outcome: Outcome } {
  const message = {
    workspace_not_connected: () => notConnected(tr, resolution.teamId, adminCommand),
    workspace_uninstalled: () => uninstalled(tr),
    user_not_linked: () => notLinked(tr, requested),
    token_unreadable: () => credentialsUnreadable(tr, resolution.teamId, ref),
    no_base_url: () => noBaseUrl(tr, resolution.teamId),
    membership_unknown: () => membershipUnknown(tr, ref),
  }[resolution.reason]();
  return { message, outcome: resolution.reason };
}

/** The message a person sees for a failure, and the outcome name logs and metrics use. */
export function describeFailure(error: unknown, ref: string, tr: Translator): { message: Message; outcome: Outcome } {
  if (error instanceof CaseApiResponseError) {
    return {
      message: serviceRefused(tr, error.errorCode, error.errorDescription, ref),
      outcome: 'upstream_error_code',
    };
  }
  if (error instanceof CaseApiTimeoutError) {
    return { message: serviceUnavailable(tr, 'timeout', ref), outcome: 'upstream_timeout' };
  }
  if (error instanceof CaseApiNetworkError) {
    return { message: serviceUnavailable(tr, 'unreachable', ref), outcome: 'upstream_unreachable' };
  }
  if (error instanceof CaseApiAddressError) {
    return { message: notice(tr.t('error.addressRefused', { ref })), outcome: 'address_refused' };
  }
  if (error instanceof CaseApiRedirectError) {
    return { message: serviceUnavailable(tr, 'garbled', ref), outcome: 'upstream_redirect' };
  }
  if (error instanceof CaseApiError) {
    return { message: serviceUnavailable(tr, 'garbled', ref), outcome: 'upstream_bad_answer' };
  }
  if (isStoreFailure(error)) {
    return { message: storeUnavailable(tr, ref), outcome: 'store_unavailable' };
  }
  return { message: internalError(tr, ref), outcome: 'internal_error' };
}

/** What the service said when it refused, for plain text (a modal field's error): its words, or its code. */
export function describeRefusal(error: unknown): string {
  if (!(error instanceof CaseApiResponseError)) return '';
  return (error.errorDescription || `error ${error.errorCode}`).replace(/\s+/g, ' ').slice(0, 300);
}

export { errorForLog } from '../lib/errors';
