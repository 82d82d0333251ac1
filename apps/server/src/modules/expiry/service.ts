import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { groupBy } from '../../domain/collections';
import { addDays, businessDate, daysBetween } from '../../domain/dates';
import { salesVelocity, stockOutlook, type VelocityWindow } from '../../domain/reorder';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { EXPORT_ROWS_MAX, type SpreadsheetTable } from '../../http/spreadsheet';
import type { SyncEngine } from '../../sync/engine';
import { type ExpiringLotsSort, type ExpiryViewWindow, expiryRepository as repo } from './repository';

export interface ExpiringLotsQuery {
  section: { expiring: ExpiryViewWindow } | 'expired';
  velocityWindow: VelocityWindow;
}

/**
 * The near-expiry view (docs/product/inventory.md#near-expiry-view): the pharmacy's lots in stock that expire within
 * a window (or have expired), each with its value at cost and the units expected to be left unsold at its expiry —
 * from the product's whole stock sold first expiry first at its average daily sales
 * (docs/product/inventory.md#expiry-and-reorder-numbers) — and the money at risk per window.
 */
export function createExpiryService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;
  const pager = createPager(db);
  // A sync of products brings their lots: the list's remembered pages start anew.
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'PRODUCT') await pager.forget(`expiring-lots:${pharmacyId}`);
  });

  /**
   * Each product's average daily sales and each lot's units expected unsold at its expiry, from the whole stock of
   * the lots' products sold first expiry first.
   */
  async function outlookOf(
    pharmacyId: string,
    rows: readonly { productId: string }[],
    velocityWindow: VelocityWindow,
    today: string,
  ) {
    const productIds = [...new Set(rows.map((row) => row.productId))];
    const [stock, sales] = await Promise.all([
      repo.stockOf(db, pharmacyId, productIds),
      repo.dailySales(db, pharmacyId, productIds, addDays(today, -velocityWindow), today),
    ]);
    // Grouped once: an export asks for thousands of products at a time.
    const salesOf = groupBy(sales, (line) => line.productId);
    const stockOf = groupBy(stock, (lot) => lot.productId);
    const velocity = new Map(
      productIds.map((id) => [
        id,
        salesVelocity(
          (salesOf.get(id) ?? []).map((line) => ({
            soldOn: line.soldOn,
            quantity: line.quantity,
            completed: true,
          })),
          today,
          velocityWindow,
        ),
      ]),
    );
    const unsold = new Map<string, number>();
    for (const id of productIds) {
      for (const entry of stockOutlook(stockOf.get(id) ?? [], velocity.get(id) ?? 0, today).lots) {
        unsold.set(entry.lot.id, entry.unsoldAtExpiry);
      }
    }
    return { velocity, unsold };
  }

  /** A lot as the view shows it: its days left, value at cost, its product's daily sales and its unsold units. */
  function presentLot(
    row: LotRow,
    today: string,
    { velocity, unsold }: Awaited<ReturnType<typeof outlookOf>>,
  ) {
    return {
      id: row.id,
      product: { id: row.productId, code: row.productCode, name: row.productName, unit: row.unit },
      batch_number: row.batchNumber,
      expiry_date: row.expiryDate,
      days_left: daysBetween(today, row.expiryDate),
      on_hand: row.onHand,
      cost: row.cost,
      value: row.onHand * row.cost,
      daily_sales: Math.round((velocity.get(row.productId) ?? 0) * 100) / 100,
      expected_unsold: unsold.get(row.id) ?? row.onHand,
    };
  }

  return {
    async lots(auth: AuthContext, query: ExpiringLotsQuery, sort: ExpiringLotsSort, request: PageRequest) {
      const today = businessDate(deps.now());
      const page = await repo.lots(
        db,
        pager,
        auth.pharmacyId,
        { section: query.section, today },
        sort,
        request,
      );
      const outlook = await outlookOf(auth.pharmacyId, page.rows, query.velocityWindow, today);
      const answer = pageAnswer(page, request, (row) => presentLot(row, today, outlook));
      return { ...answer, today, totals: await repo.totals(db, auth.pharmacyId, today) };
    },

    /**
     * The view as a table (docs/product/inventory.md#export): the lots of the chosen window, then the expired lots,
     * each section whole and in the list's order.
     */
    async exportTable(
      auth: AuthContext,
      query: { window: ExpiryViewWindow; velocityWindow: VelocityWindow },
      sort: ExpiringLotsSort,
    ): Promise<SpreadsheetTable & { today: string }> {
      const today = businessDate(deps.now());
      const sections = [
        { label: `Hết hạn trong ${query.window} ngày`, section: { expiring: query.window } },
        { label: 'Đã hết hạn', section: 'expired' as const },
      ];
      const rows: SpreadsheetTable['rows'] = [];
      for (const { label, section } of sections) {
        const lots = await repo.allLots(db, auth.pharmacyId, { section, today }, sort, EXPORT_ROWS_MAX + 1);
        if (rows.length + lots.length > EXPORT_ROWS_MAX) {
          throw AppError.badRequest(
            `Tối đa ${EXPORT_ROWS_MAX.toLocaleString('vi-VN')} dòng mỗi lần xuất: hãy chọn khoảng ngày ngắn hơn`,
          );
        }
        const outlook = await outlookOf(auth.pharmacyId, lots, query.velocityWindow, today);
        for (const row of lots) {
          const lot = presentLot(row, today, outlook);
          rows.push([
            label,
            lot.product.code,
            lot.product.name,
            lot.batch_number,
            lot.expiry_date,
            lot.days_left,
            lot.on_hand,
            lot.cost,
            lot.value,
            lot.daily_sales,
            section === 'expired' ? null : lot.expected_unsold,
          ]);
        }
      }
      return {
        today,
        sheet: 'Hạn dùng',
        headers: [
          'Phần',
          'Mã sản phẩm',
          'Tên sản phẩm',
          'Số lô',
          'Hạn dùng',
          'Còn lại (ngày)',
          'Tồn',
          'Giá vốn',
          'Giá trị (giá vốn)',
          `Bán/ngày (${query.velocityWindow} ngày)`,
          'Dự kiến còn khi hết hạn',
        ],
        rows,
      };
    },
  };
}

type LotRow = Awaited<ReturnType<typeof repo.allLots>>[number];

export type ExpiryService = ReturnType<typeof createExpiryService>;
