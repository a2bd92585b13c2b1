/** A short id that a person can quote to an admin, and that the log line carries too. */
export function newReference(): string {
  // Not a secret, only a handle: no call into the crypto library on every request.
  return Math.floor(Math.random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0')
    .toUpperCase();
}
