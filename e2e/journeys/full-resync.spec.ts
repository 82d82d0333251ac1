import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

/** The demo store the simulator serves, which the demo pharmacy is connected to at start-up. */
const STORE = 'nhathuocminhchau';

const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

test('sync every branch again from the connection screen, and see the run with its store in the sync log', async ({
  page,
}) => {
  await page.goto('/connection-settings');
  await signIn(page, DEMO);
  const section = page.getByRole('region', { name: 'Đồng bộ lại toàn bộ' });
  const branches = section.getByRole('listitem').filter({ hasText: 'Chi nhánh' });
  const start = branches.getByRole('button', { name: 'Đồng bộ lại toàn bộ chi nhánh' });

  await test.step('each kind says when it was last read in full', async () => {
    await expect(section.getByRole('listitem')).toHaveCount(6);
    // The start-up sync read the branches in full (it may still be reading them: the button waits for it).
    await expect(start).toBeEnabled({ timeout: 120_000 });
    await expect(branches).toContainText(/Đọc toàn bộ lần cuối: \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(branches).toContainText('Thành công');
    await expect(section.getByRole('listitem').filter({ hasText: 'Nhà cung cấp' })).toContainText(
      'Chưa đọc toàn bộ lần nào',
    );
    await expectAccessible(page, 'the connection settings with the full re-sync');
  });

  await test.step('asked, it says what happens; confirmed, it reads the branches again', async () => {
    await start.click();
    const dialog = page.getByRole('alertdialog', { name: 'Đồng bộ lại toàn bộ chi nhánh?' });
    await expect(dialog).toContainText('Mọi chi nhánh sẽ được đọc lại từ KiotViet');
    await expect(dialog).toContainText('Dữ liệu riêng của nhà thuốc được giữ nguyên');
    await expectAccessible(page, 'the full re-sync’s confirmation');
    await dialog.getByRole('button', { name: 'Đồng bộ lại toàn bộ' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      toast(page, 'Đã đồng bộ lại toàn bộ').or(toast(page, 'Vẫn đang đồng bộ lại')).first(),
    ).toBeVisible({ timeout: 30_000 });
    // Done, or going on in the background: the row follows it to its end.
    await expect(start).toBeEnabled({ timeout: 120_000 });
    await expect(branches).toContainText('Thành công');
  });

  await test.step('the sync log shows the run, the store it read, and that it read everything', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /Nhật ký đồng bộ/ })
      .click();
    const table = page.getByRole('table', { name: 'Nhật ký đồng bộ' });
    await expect(table.getByRole('columnheader', { name: 'Cửa hàng' })).toBeVisible();
    // Newest first: the newest manual run of the branches is the one just asked for.
    const run = table
      .getByRole('row')
      .filter({ hasText: 'Chi nhánh' })
      .filter({ hasText: 'Thủ công' })
      .first();
    await expect(run).toContainText(STORE);
    await expect(run).toContainText('Thành công');
    await expectAccessible(page, 'the sync log with the store column');
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Chi tiết lần đồng bộ' });
    await expect(dialog).toContainText(`Cửa hàng: ${STORE} (Client ID sim-client-id)`);
    await expect(dialog.locator('pre')).toContainText('"mode": "FULL"');
    await expectAccessible(page, 'the run’s details with its store');
  });
});
