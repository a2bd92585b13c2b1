const knownZones = new Map<string, boolean>();

/** True when `timeZone` is an IANA zone name this runtime knows (remembered: asking Intl is slow). */
export function isKnownTimeZone(timeZone: string): boolean {
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  let answer = false;
  if (timeZone.trim()) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      answer = true;
    } catch {
      answer = false;
    }
  }
  if (knownZones.size < 1000) knownZones.set(timeZone, answer);
  return answer;
}
