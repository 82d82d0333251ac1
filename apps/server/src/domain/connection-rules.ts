/**
 * How old the last connection test may be when the header asks for the status before the server tests the switched-on
 * connection again (in the background): a store that stopped answering shows as an error within about two of the
 * indicator's one-minute polls, at the cost of one KiotViet GET a minute while someone has the portal open.
 */
export const HEALTH_CHECK_MS = 60_000;

/** Whether the status asks for a new test: the connection is switched on and its last test (if any) is that old. */
export function healthCheckDue(
  connection: { isActive: boolean; lastTestAt: Date | null },
  now: Date,
): boolean {
  return connection.isActive && now.getTime() - (connection.lastTestAt?.getTime() ?? 0) >= HEALTH_CHECK_MS;
}
