/** How long before a signed link stops working the order is fetched again (clocks differ a little). */
const MARGIN_MS = 30_000;
/** Never sooner than this: a device clock far ahead of the server's must not turn into a stream of requests. */
const FLOOR_MS = 60_000;

function expiresAt(link: string | null): number | null {
  if (!link) return null;
  const seconds = Number(new URL(link, 'http://portal.invalid').searchParams.get('expires'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/**
 * When the drawer should fetch the order again so its documents' preview and download links keep working: the
 * server signs them for a few minutes (FILE_URL_TTL_SECONDS), and a drawer can stay open longer. 0 (no refresh)
 * when the order has no documents. For SWR's `refreshInterval`.
 */
export function linkRefreshInterval(
  documents: readonly { download_url: string; preview_url: string | null }[] | undefined,
  now = Date.now(),
): number {
  const expiries = (documents ?? [])
    .flatMap((document) => [expiresAt(document.download_url), expiresAt(document.preview_url)])
    .filter((value): value is number => value !== null);
  if (expiries.length === 0) return 0;
  return Math.max(FLOOR_MS, Math.min(...expiries) - now - MARGIN_MS);
}
