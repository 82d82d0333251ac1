import { describe, expect, it } from 'vitest';
import { linkRefreshInterval } from './linkRefresh';

const NOW = Date.UTC(2026, 4, 12, 3, 0, 0);
const link = (secondsFromNow: number, disposition = '') =>
  `/api/v1/files/f/download?expires=${NOW / 1000 + secondsFromNow}${disposition}&signature=abc`;

describe('linkRefreshInterval', () => {
  it.each([
    ['no documents', undefined, 0],
    ['no documents (empty)', [], 0],
    ['links for 5 minutes: 30 s before they stop', [{ download_url: link(300), preview_url: null }], 270_000],
    [
      'the soonest link decides',
      [
        { download_url: link(300), preview_url: link(200, '&disposition=inline') },
        { download_url: link(400), preview_url: null },
      ],
      170_000,
    ],
    ['a clock far ahead waits a minute, not zero', [{ download_url: link(-900), preview_url: null }], 60_000],
    ['a link without expiry is ignored', [{ download_url: '/api/v1/files/f', preview_url: null }], 0],
  ])('%s', (_name, documents, expected) => {
    expect(linkRefreshInterval(documents, NOW)).toBe(expected);
  });
});
