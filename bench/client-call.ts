// npx tsx bench/client-call.ts: what one call to the case service costs in CPU, through ky over casebot's
// fetch (as casebot calls it), casebot's fetch alone, and Node's built-in fetch; and the whole client
// call (ky, the body read, zod). The case service is the sandbox's, in this process: its share is the same
// in every row, so the difference between two rows is what separates them (ky's own cost per call is the
// first row less the second).
import ky from 'ky';
import { createCaseApi } from '../src/case-api/client';
import { createHttpFetch } from '../src/lib/http-fetch';
import { FakeCaseApi } from '../src/sandbox/case-api-server';
import { demoCases } from '../src/sandbox/demo-data';

const CALLS = Number(process.env.CALLS ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const IN_FLIGHT = 8;

async function main(): Promise<void> {
  const cases = demoCases(50);
  const service = new FakeCaseApi({ accounts: { bench: { apiToken: 'token', cases } }, latencyMs: 0 });
  const base = await service.start();
  const first = cases[0] as unknown as { complaintId: number };
  const path = `api/GetCaseDetails?clientName=bench&userName=agent1&caseId=${first.complaintId}&languageId=1`;
  const headers = { 'api-token': 'token', accept: 'application/json' };
  const fetch = createHttpFetch();
  const viaKy = ky.create({ prefixUrl: base, timeout: false, retry: 0, fetch });
  const api = createCaseApi({ fetch, timeoutMs: 10_000, firstRow: 0, retries: 0 });
  const caller = { baseUrl: base, apiToken: 'token', clientName: 'bench', userName: 'agent1', languageId: 1 };
  const variants: Record<string, () => Promise<unknown>> = {
    "ky over casebot's fetch": () => viaKy.get(path, { headers }).text(),
    "casebot's fetch alone": async () => (await fetch(`${base}/${path}`, { headers })).text(),
    'built-in fetch': async () => (await globalThis.fetch(`${base}/${path}`, { headers })).text(),
    'the client call (ky, read, zod)': () => api.getCaseDetails(caller, first.complaintId),
  };
  const perCall: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, call] of Object.entries(variants)) {
      const cpu = process.cpuUsage();
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next++ < CALLS) await call();
        }),
      );
      const used = process.cpuUsage(cpu);
      // Round 0 warms up the code paths; it is not counted.
      if (round > 0) perCall[name]?.push((used.user + used.system) / CALLS);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log(`CPU per call (µs, the median of ${ROUNDS} rounds of ${CALLS} calls, ${IN_FLIGHT} in flight):`);
  for (const [name, values] of Object.entries(perCall)) console.log(`${name.padEnd(34)} ${Math.round(median(values))}`);
  const kyOwn = median(perCall["ky over casebot's fetch"] ?? []) - median(perCall["casebot's fetch alone"] ?? []);
  console.log(`ky's own cost per call: ${Math.round(kyOwn)} µs`);
  await fetch.close();
  await service.close();
}

void main();
