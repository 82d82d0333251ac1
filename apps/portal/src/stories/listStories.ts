import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse, type RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { PortalStory } from './PortalStory';
import { onPhone, WAIT } from './PortalStory';
import { answering, apiError, me, never, type Recorder, storyPage } from './storyApi';

type Answer = (url: URL) => Response | Promise<Response>;

type ScreenStory = StoryObj<typeof PortalStory>;

type Canvas = ReturnType<typeof within>;

export interface ListStoriesOptions {
  /** The table's name (its caption): the screen's title. */
  table: string;
  /** The name of the list's rows once they arrived (their code), e.g. `/HD\d/`. */
  rows: RegExp;
  /** The list's endpoint, e.g. '/api/orders'. */
  path: string;
  /** Records every request of the list, to check what the screen asked for. */
  requests?: Recorder;
  /**
   * The named group of handlers the list's answer replaces (the meta holds the others); without one, a story's
   * handlers are the session's and the list's alone.
   */
  group?: string;
  texts: {
    /** The empty list's title. */
    empty: string;
    /** The failed load's title. */
    loadFailed: string;
  };
  /** The skeleton rows while loading (a page). */
  loadingRows?: number;
  /** An empty list as the endpoint answers it (an empty page by default). */
  emptyAnswer?: Answer;
  /** The failure the server answers: a 503 'Máy chủ đang bảo trì' by default. */
  failure?: { status: number; message: string };
}

/** The message of a failed load in the lists' stories: the server's own text, shown as it is. */
const MAINTENANCE = 'Máy chủ đang bảo trì, vui lòng thử lại sau';

const paged = (context: { canvasElement: HTMLElement }) =>
  within(context.canvasElement).queryByRole('navigation', { name: 'Phân trang' });

/**
 * A list screen's stories' common part: its endpoint's stand-in, its table and rows as a play finds them, and the
 * three states every list shows before its rows, as stories with their plays — `Loading` (the table busy, skeleton
 * rows, no pages), `Empty` (its empty state, no pages) and `LoadFailed` (the reason and 'Thử lại', announced). A
 * screen's stories take them as they are or add checks of their own.
 */
export function listStories({
  table,
  rows,
  path,
  requests,
  group,
  texts,
  loadingRows = 10,
  emptyAnswer = () => HttpResponse.json(storyPage([])),
  failure = { status: 503, message: MAINTENANCE },
}: ListStoriesOptions) {
  const findTable = (canvas: Canvas) => canvas.findByRole('table', { name: table }, WAIT);
  const answer = (respond: Answer) => answering(path, respond, requests);
  /** A story's handlers when the list answers `respond`. */
  const handlers = (respond: Answer): RequestHandler[] | Record<string, RequestHandler[]> =>
    group ? { [group]: [answer(respond)] } : [me, answer(respond)];

  const Loading = {
    parameters: { msw: { handlers: handlers(never) } },
    play: async (context: { canvasElement: HTMLElement }) => {
      const found = await findTable(within(context.canvasElement));
      await expect(found).toHaveAttribute('aria-busy', 'true');
      await expect(within(found).getAllByRole('row', { hidden: true })).toHaveLength(loadingRows + 1);
      await expect(paged(context)).toBeNull();
    },
  } satisfies ScreenStory;
  const Empty = {
    parameters: { msw: { handlers: handlers(emptyAnswer) } },
    play: async (context: { canvasElement: HTMLElement }) => {
      const canvas = within(context.canvasElement);
      await expect(await canvas.findByText(texts.empty, {}, WAIT)).toBeVisible();
      await expect(paged(context)).toBeNull();
    },
  } satisfies ScreenStory;
  const LoadFailed = {
    parameters: { msw: { handlers: handlers(() => apiError(failure.status, failure.message)) } },
    play: async (context: { canvasElement: HTMLElement }) => {
      const alert = await within(context.canvasElement).findByRole('alert', {}, WAIT);
      await expect(alert).toHaveTextContent(texts.loadFailed);
      await expect(alert).toHaveTextContent(failure.message);
      await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeEnabled();
    },
  } satisfies ScreenStory;

  /**
   * The list on a 375 px phone: `count` cards, each headed by its title, and the page as wide as the screen (no
   * sideways scroll). `check` looks further at the cards.
   */
  const Phone = (count: number, check?: (cards: HTMLElement[]) => Promise<void>) =>
    ({
      globals: onPhone,
      play: async (context: { canvasElement: HTMLElement }) => {
        const canvas = within(context.canvasElement);
        // The skeleton's list is busy; the cards come in a list of their own once the rows arrive.
        const cardList = await waitFor(() => {
          const found = canvas.getByRole('list', { name: table });
          expect(found).not.toHaveAttribute('aria-busy');
          return found;
        }, WAIT);
        const cards = within(cardList).getAllByRole('listitem');
        await expect(cards).toHaveLength(count);
        await expect(canvas.queryByRole('table', { name: table })).toBeNull();
        const page = context.canvasElement.ownerDocument.documentElement;
        await expect(page.scrollWidth).toBe(page.clientWidth);
        for (const card of cards)
          await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
        if (check) await check(cards);
      },
    }) satisfies ScreenStory;

  return {
    /** The list on a phone, as cards. */
    Phone,
    /** The list's endpoint answering `respond` (each request recorded). */
    answer,
    /** The list's endpoint answering a page of `rows`, of `total` in all. */
    answerRows: <Row>(page: readonly Row[], total = page.length, exact = true) =>
      answer(() => HttpResponse.json(storyPage(page, { total, exact }))),
    /** A story's handlers when the list answers `respond`. */
    handlers,
    findTable,
    /** The rows once they arrived. */
    findRows: async (canvas: Canvas) =>
      within(await findTable(canvas)).findAllByRole('row', { name: rows }, WAIT),
    /** The page once it arrived: `count` rows under these column headers. */
    async expectPage(canvas: Canvas, count: number, columns: readonly string[]) {
      const table = await findTable(canvas);
      const found = await within(table).findAllByRole('row', { name: rows }, WAIT);
      await expect(found).toHaveLength(count);
      await expectColumns(table, columns);
      await expectFitsFrame(table);
      return found;
    },
    Loading,
    Empty,
    LoadFailed,
  };
}

/**
 * Checks that `table` fits the frame it scrolls in: at the desktop size (1280 px, the sidebar open) every column
 * shows whole, nothing scrolls sideways.
 */
export async function expectFitsFrame(table: HTMLElement) {
  await expect(table.offsetWidth).toBeLessThanOrEqual((table.parentElement as HTMLElement).clientWidth);
}

/** Checks that `table` has these column headers, in any order. */
export async function expectColumns(table: HTMLElement, names: readonly string[]) {
  for (const name of names) await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
}

/**
 * A screen (not a table) while `path` has not answered: its title is there at once, and `waiting` says what loads
 * (for assistive tech at least).
 */
export function loadingStory(path: string, heading: string, waiting: string) {
  return {
    parameters: { msw: { handlers: [me, answering(path, never)] } },
    play: async (context: { canvasElement: HTMLElement }) => {
      const canvas = within(context.canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: heading }, WAIT)).toBeVisible();
      await expect((await canvas.findAllByText(waiting, {}, WAIT))[0]).toBeInTheDocument();
    },
  } satisfies ScreenStory;
}
