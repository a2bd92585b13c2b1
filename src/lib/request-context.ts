/** One call to the case service made while serving a request, for that request's log line. */
export interface UpstreamCall {
  operation: string;
  status: number | undefined;
  ms: number;
}
