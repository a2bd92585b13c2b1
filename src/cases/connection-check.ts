import type { CaseApi } from '../case-api/client';
import { LanguageId } from '../case-api/language';
import { CaseApiResponseError } from '../case-api/errors';

export interface ConnectionToCheck {
  baseUrl: string;
  apiToken: string;
  clientName: string;
  userName: string;
}

/** Asks the case service for one case with these settings: resolves when it accepts them, else throws its error. */
export type CheckConnection = (settings: ConnectionToCheck) => Promise<void>;

export function createConnectionCheck(api: CaseApi): CheckConnection {
  return async (settings) => {
    await api.getCases({ ...settings, languageId: LanguageId.English }, { offset: 0, limit: 1 });
  };
}

/** The service itself refused (its own errorCode): the settings or the user, not the network, are wrong. */
export const refusedByService = (error: unknown): boolean => error instanceof CaseApiResponseError;
