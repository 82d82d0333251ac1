import type { PosConnectionStatus } from '@pharmacy/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { PortalStory, STORY_WAIT_MS, storeStoryToken } from '../stories/PortalStory';
import { connectionStatus, notConfiguredStatus, storyStatus } from '../stories/storyApi';
import { ConnectionIndicator } from './ConnectionIndicator';

/**
 * The header's KiotViet connection indicator alone, in each state the status route can put it in. (The Shell
 * stories show it in the header.)
 */
const meta = {
  title: 'Screens/Shell/Connection indicator',
  component: PortalStory,
  args: {
    path: '/purchase-orders',
    // A cache of its own per story (the app gives each session one), so no story sees another's status.
    children: (
      <SWRConfig value={{ provider: () => new Map() }}>
        <ConnectionIndicator />
      </SWRConfig>
    ),
  },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: STORY_WAIT_MS };

/** The link (named 'Kết nối KiotViet: <state>'), then its tooltip on keyboard focus; both checked. */
async function expectIndicator(canvasElement: HTMLElement, state: string, tooltip: RegExp) {
  const canvas = within(canvasElement);
  const link = await canvas.findByRole('link', { name: `Kết nối KiotViet: ${state}` }, WAIT);
  await expect(link).toHaveAttribute('href', '/connection-settings');
  // The details come with a chunk of their own, a moment after the header paints.
  await waitFor(() => expect(link).toHaveAccessibleDescription(tooltip), WAIT);
  await userEvent.tab();
  await expect(link).toHaveFocus();
  const shown = await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, WAIT);
  await waitFor(() => expect(shown).toBeVisible(), WAIT);
  await expect(shown).toHaveTextContent(tooltip);
}

const withStatus = (status: PosConnectionStatus) => ({ msw: { handlers: [connectionStatus(status)] } });

export const Connected: Story = {
  parameters: withStatus(storyStatus()),
  play: async ({ canvasElement }) => {
    await expectIndicator(
      canvasElement,
      'Đã kết nối',
      /Đã kết nối KiotViet \(nhathuocminhchau\)\..*Lần đồng bộ cuối: 16\/03\/2026 09:00 \(Đơn hàng\) — thành công/,
    );
  },
};

export const Disconnected: Story = {
  parameters: withStatus(storyStatus({ is_active: false, connected: false, next_sync_at: null })),
  play: async ({ canvasElement }) => {
    await expectIndicator(canvasElement, 'Chưa kết nối', /Kết nối KiotViet \(nhathuocminhchau\) đang tắt/);
  },
};

export const Syncing: Story = {
  parameters: withStatus(
    storyStatus({
      running: [
        { data_type: 'PRODUCT', label: 'Sản phẩm' },
        { data_type: 'CUSTOMER', label: 'Khách hàng' },
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    await expectIndicator(
      canvasElement,
      'Đang đồng bộ',
      /Đang đồng bộ từ KiotViet \(nhathuocminhchau\): Sản phẩm, Khách hàng\./,
    );
  },
};

/** KiotViet unreachable (the simulator stopped): the last sync failed, and the indicator says so. */
export const SyncFailed: Story = {
  parameters: withStatus(
    storyStatus({
      connected: false,
      last_sync: {
        status: 'FAILED',
        data_type: 'PRODUCT',
        sync_type: 'SYSTEM_SYNC',
        at: '2026-03-16T05:30:00.000Z',
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    await expectIndicator(
      canvasElement,
      'Lỗi kết nối',
      /Lần đồng bộ gần nhất thất bại\..*Lần đồng bộ cuối: 16\/03\/2026 12:30 \(Sản phẩm\) — thất bại/,
    );
  },
};

export const TestFailed: Story = {
  parameters: withStatus(
    storyStatus({
      connected: false,
      last_test: {
        ok: false,
        at: '2026-03-16T03:00:00.000Z',
        message: 'Connection test failed. Please check your credentials.',
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    await expectIndicator(
      canvasElement,
      'Lỗi kết nối',
      /Kiểm tra kết nối thất bại lúc 16\/03\/2026 10:00: Connection test failed\. Please check your credentials\./,
    );
  },
};

export const NotConfigured: Story = {
  parameters: withStatus(notConfiguredStatus()),
  play: async ({ canvasElement }) => {
    await expectIndicator(canvasElement, 'Chưa cài đặt', /Nhà thuốc chưa có kết nối KiotViet\./);
  },
};

export const StatusUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/pos-settings/status', () =>
          HttpResponse.json(
            { message: 'Phiên không hợp lệ', error: 'BAD_REQUEST', details: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectIndicator(canvasElement, 'Không rõ', /Không lấy được trạng thái kết nối KiotViet\./);
  },
};

// The story runs once per theme and size in one page: each run starts with a sync under way.
const statusAsked = { count: 0 };

/** A sync ends while the indicator watches: it asks every few seconds while one runs, and shows how it ended. */
export const SyncEnds: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/pos-settings/status', async () => {
          statusAsked.count += 1;
          await delay(100);
          return HttpResponse.json({
            data:
              statusAsked.count === 1
                ? storyStatus({ running: [{ data_type: 'ORDER', label: 'Đơn hàng' }] })
                : storyStatus(),
          });
        }),
      ],
    },
  },
  beforeEach: () => {
    statusAsked.count = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Kết nối KiotViet: Đang đồng bộ' }, WAIT);
    await expect(
      await canvas.findByRole('link', { name: 'Kết nối KiotViet: Đã kết nối' }, WAIT),
    ).toBeVisible();
  },
};
