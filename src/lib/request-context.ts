import { AsyncLocalStorage } from 'node:async_hooks';

/** One call to the case service made while serving a request, for that request's log line. */
export interface UpstreamCall {
  operation: string;
  status: number | undefined;
  ms: number;
}

const current = new AsyncLocalStorage<UpstreamCall[]>();

/** Runs `work` with a fresh list that noteUpstreamCall() fills for this request only. */
export function withUpstreamLog<T>(work: (calls: UpstreamCall[]) => Promise<T>): Promise<T> {
  const calls: UpstreamCall[] = [];
  return current.run(calls, () => work(calls));
}

/** Records a finished call to the case service against the request being served, if any. */
export function noteUpstreamCall(call: UpstreamCall): void {
  current.getStore()?.push(call);
}
