import { createCaseApi } from './case-api/client';
import { createCaseService } from './cases/case-service';
import type { CaseListItem } from './case-api/schemas';
import type { CasebotSettings } from './compose-settings';
import { createAddressPolicy } from './lib/address-policy';
import { createHttpFetch } from './lib/http-fetch';
import type { Metrics } from './metrics';

/**
 * The case service's side of casebot, built from its settings: where a workspace's base URL may point
 * (the address policy), the kept connections (each one looked up through the policy), the ky client with
 * its retries and the metrics of each call, and the use cases with their caches (every list page they
 * read told to `onRows`).
 */
export function buildCaseService(
  settings: CasebotSettings,
  metrics: Metrics,
  onRows?: (workspaceId: string, rows: readonly CaseListItem[]) => void,
) {
  const { logger } = settings;
  const addresses = createAddressPolicy({
    allowHttp: settings.caseApi.allowHttp ?? false,
    allowedHosts: settings.caseApi.allowedHosts ?? [],
    trusted: settings.caseApi.defaultBaseUrl ? [settings.caseApi.defaultBaseUrl] : [],
  });
  const caseFetch = createHttpFetch({ addresses });
  const api = createCaseApi({
    fetch: caseFetch,
    addresses,
    timeoutMs: settings.caseApi.timeoutMs,
    firstRow: settings.caseApi.firstRow,
    retries: settings.caseApi.retries,
    ...(settings.caseApi.retryBaseDelayMs !== undefined ? { retryBaseDelayMs: settings.caseApi.retryBaseDelayMs } : {}),
    onCall: (event) => {
      metrics.onCaseApiCall(event);
      settings.onCaseApiCall?.(event);
    },
  });
  const cases = createCaseService(api, {
    detailsTtlMs: settings.detailsCacheMs,
    onRowsDropped: (event) =>
      logger.warn(event, 'case service rows left out: an id casebot cannot open, or a ComplaintId seen twice'),
    ...(onRows ? { onRows } : {}),
    ...(settings.detailsCacheMaxBytes !== undefined ? { detailsMaxBytes: settings.detailsCacheMaxBytes } : {}),
  });
  return { addresses, caseFetch, api, cases };
}
