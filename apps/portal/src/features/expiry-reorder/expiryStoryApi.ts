import type { ExpiringLot, ExpiringLotList } from '@pharmacy/api-client';
import { delay, HttpResponse, http } from 'msw';
import { type Recorder, STORY_API_DELAY_MS, storyId, storyPage } from '../../stories/storyApi';
import { daysFromToday } from '../../stories/storyStock';

/** Stand-in API of the near-expiry stories: lots in each window, expired lots, and their totals. */

let serial = 8000;
function lot(
  code: string,
  name: string,
  batch: string | null,
  daysLeft: number,
  onHand: number,
  cost: number,
  sales: { daily: number; unsold: number },
): ExpiringLot {
  serial += 1;
  return {
    id: storyId(serial),
    product: { id: storyId(serial + 500), code, name, unit: 'Hộp' },
    batch_number: batch,
    expiry_date: daysFromToday(daysLeft),
    days_left: daysLeft,
    on_hand: onHand,
    cost,
    value: onHand * cost,
    daily_sales: sales.daily,
    expected_unsold: sales.unsold,
  };
}

const storyExpiringLots: ExpiringLot[] = [
  lot('NT000010', 'Amoxicillin 500mg', 'AM0301', 0, 3, 16_000, { daily: 2.1, unsold: 1 }),
  lot('NT000009', 'Panadol Extra (hộp 12 vỉ x 10 viên)', 'PN0923', 14, 6, 150_000, { daily: 0.4, unsold: 1 }),
  lot('NT000001', 'Paracetamol 500mg Stada', 'PA2405', 21, 30, 25_000, { daily: 1.2, unsold: 4 }),
  lot(
    'NT000006',
    'Smecta hương cam – thuốc điều trị tiêu chảy cấp và mạn tính ở trẻ em và người lớn (hộp 30 gói)',
    'SM5501',
    28,
    7,
    98_000,
    { daily: 0, unsold: 7 },
  ),
  lot('NT000011', 'Cốm vi sinh Bio-acimin', null, 45, 12, 60_000, { daily: 0.5, unsold: 0 }),
  lot('NT000012', 'Cồn 70 độ 500ml', 'CD4421', 80, 11, 79_000, { daily: 0.1, unsold: 2 }),
  lot('NT000013', 'Glucosamine 1500mg', 'GT2203', 150, 16, 15_000, { daily: 0.3, unsold: 0 }),
];

const storyExpiredLots: ExpiringLot[] = [
  lot('NT000005', 'Augmentin 625mg', 'AG7781', -40, 2, 190_000, { daily: 0, unsold: 2 }),
  lot('NT000001', 'Paracetamol 500mg Stada', 'PA2401', -12, 4, 24_000, { daily: 1.2, unsold: 4 }),
  lot('NT000008', 'Eucalyptol', 'EU0415', -3, 5, 60_000, { daily: 0.2, unsold: 5 }),
];

const sum = (lots: ExpiringLot[]) => ({
  lots: lots.length,
  units: lots.reduce((total, entry) => total + entry.on_hand, 0),
  value: lots.reduce((total, entry) => total + entry.value, 0),
});

function totalsOf(expiring: ExpiringLot[], expired: ExpiringLot[]): ExpiringLotList['totals'] {
  return {
    expired: sum(expired),
    windows: [30, 60, 90, 180].map((days) => ({
      days,
      ...sum(expiring.filter((entry) => entry.days_left <= days)),
    })),
  };
}

/** The endpoint answering these lots, each section and window as the server cuts them; requests recorded. */
export function expiryLots(
  { expiring = storyExpiringLots, expired = storyExpiredLots } = {},
  requests?: Recorder,
) {
  return http.get('/api/expiry/lots', async ({ request }) => {
    const url = requests?.record(request) ?? new URL(request.url);
    await delay(STORY_API_DELAY_MS);
    const window = Number(url.searchParams.get('window') ?? 90);
    const rows =
      url.searchParams.get('section') === 'expired'
        ? expired
        : expiring.filter((entry) => entry.days_left <= window);
    return HttpResponse.json({
      ...storyPage(rows, { url }),
      today: daysFromToday(0),
      totals: totalsOf(expiring, expired),
    });
  });
}
