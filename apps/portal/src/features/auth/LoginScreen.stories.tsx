import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, STORY_WAIT_MS, storeStoryToken } from '../../stories/PortalStory';
import { STORY_API_DELAY_MS, storyUser } from '../../stories/storyApi';

const login = '/api/v1/auth/pharmacies/login';

const meta = {
  title: 'Screens/Login',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Signed out: whatever an earlier story (in any file: storage is shared by the origin) left is cleared first.
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvas: ReturnType<typeof within>, username: string, password: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
};

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sign in to access the order management system')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    // Nothing to send until the form was edited.
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'd');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const username = await canvas.findByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'x');
    await userEvent.clear(username);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await userEvent.type(username, 'demo');
    await expect(canvas.queryByText('Username is required')).toBeNull();
  },
};

export const Failing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(login, async () => {
          await delay(STORY_API_DELAY_MS);
          return HttpResponse.json(
            { message: 'Username or password is incorrect', error: 'INVALID_CREDENTIALS', details: null },
            { status: 401 },
          );
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvas, 'demo', 'sai-mat-khau');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const toast = await within(canvasElement.ownerDocument.body).findByRole(
      'alert',
      {},
      { timeout: STORY_WAIT_MS },
    );
    await expect(toast).toHaveTextContent('Login failed');
    await expect(toast).toHaveTextContent('Username or password is incorrect');
    await expect(
      await canvas.findByRole('button', { name: 'Sign in' }, { timeout: STORY_WAIT_MS }),
    ).toBeVisible();
  },
};

export const ServerDown: Story = {
  parameters: {
    msw: { handlers: [http.post(login, () => HttpResponse.json({ message: 'boom' }, { status: 503 }))] },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvas, 'demo', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const toast = await within(canvasElement.ownerDocument.body).findByRole(
      'alert',
      {},
      { timeout: STORY_WAIT_MS },
    );
    await expect(toast).toHaveTextContent('System error');
    await expect(toast).toHaveTextContent('An error occurred while logging in');
  },
};

export const Busy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(login, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: { user: storyUser, token: 't', expires_at: '2030-01-01' } });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas, 'demo', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const busy = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const SessionExpired: Story = {
  beforeEach: storeStoryToken,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/auth/me', () =>
          HttpResponse.json(
            { message: 'Phiên đăng nhập đã hết hạn', error: 'UNAUTHORIZED' },
            { status: 401 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Session expired', {}, { timeout: STORY_WAIT_MS })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('app.auth.token')).toBeNull());
  },
};
