import { type ThemeName, themeNames, tokens } from '@pharmacy/ui';
import {
  AnchorMdx,
  Controls,
  Description,
  DocsContainer,
  type DocsContainerProps,
  DocsContext,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { type PropsWithChildren, useContext, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { create, type ThemeVars } from 'storybook/theming';
import { type ColorValues, dark, light } from '../packages/ui/src/theme/colors';

/*
 * The docs pages in the catalogue's theme. Storybook draws the docs surface (prose, props tables, the frames
 * around stories) with its own light theme while the components inside follow `data-theme`: in dark, labels and
 * ghost buttons came out near-white on white. So the surface takes the same palette as the components, in the
 * shipped typeface, and the page sets `data-theme` itself (a foundations page renders no story to do it).
 */

const themeOf = (value: unknown): ThemeName =>
  (themeNames as readonly unknown[]).includes(value) ? (value as ThemeName) : 'light';

function docsTheme(base: ThemeName, colors: ColorValues): ThemeVars {
  return create({
    base,
    colorPrimary: colors.foreground.brand,
    colorSecondary: colors.foreground.link,
    appBg: colors.background.body,
    appContentBg: colors.background.surface,
    appPreviewBg: colors.background.body,
    appBorderColor: colors.border.standard,
    appBorderRadius: tokens.radius.medium,
    fontBase: tokens.fontFamily.body,
    fontCode: tokens.fontFamily.mono,
    textColor: colors.foreground.text,
    textInverseColor: colors.foreground.inverse,
    textMutedColor: colors.foreground.secondary,
    barTextColor: colors.foreground.secondary,
    barHoverColor: colors.foreground.brand,
    barSelectedColor: colors.foreground.brand,
    barBg: colors.background.surface,
    buttonBg: colors.background.subtle,
    buttonBorder: colors.border.field,
    booleanBg: colors.background.subtle,
    booleanSelectedBg: colors.background.surface,
    inputBg: colors.background.surface,
    inputBorder: colors.border.field,
    inputTextColor: colors.foreground.text,
    inputBorderRadius: tokens.radius.medium,
  });
}

const docsThemes: Record<ThemeName, ThemeVars> = {
  light: docsTheme('light', light),
  dark: docsTheme('dark', dark),
};

type Globals = Record<string, unknown>;

/**
 * The globals (theme, locale) as the docs page sees them. The docs context keeps the store private, so they are
 * read from it the way Storybook's own blocks reach it, first and again whenever globals change. The payload of
 * the change is not trusted: a story framed on the page (`inline: false`) is a preview of its own, and its
 * startup announces its own globals on the same message channel.
 */
function useGlobals(context: DocsContainerProps['context']): Globals {
  const store = (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store;
  const read = () => ({ ...store?.userGlobals?.get() });
  const [globals, setGlobals] = useState(read);
  useEffect(() => {
    const onUpdate = () => setGlobals(read());
    context.channel.on(GLOBALS_UPDATED, onUpdate);
    return () => context.channel.off(GLOBALS_UPDATED, onUpdate);
  });
  return globals;
}

/**
 * The address of the stories framed on a docs page (a modal shown open, `inline: false`). Storybook builds it
 * from `PREVIEW_URL` plus the story's id; without the page's globals in it, a framed story renders in the light
 * theme on a dark page.
 */
function framePreviewUrl(globals: Globals): string {
  const pairs = Object.entries(globals)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => `${name}:${value}`);
  return pairs.length > 0 ? `iframe.html?globals=${pairs.join(';')}` : 'iframe.html';
}

export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const globals = useGlobals(context);
  const theme = themeOf(globals.theme);
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = framePreviewUrl(globals);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      {children}
    </DocsContainer>
  );
}

/**
 * A screen's states, each a link to its story. A screen's stories answer their API calls through MSW, one set of
 * handlers per story: rendered side by side on one page they would share the handlers of whichever loaded last
 * and show each other's data. So the page shows the first state and links to the others.
 */
function ScreenStates() {
  const context = useContext(DocsContext);
  const stories = context.componentStories();
  return (
    <>
      <h2>States</h2>
      <ul>
        {stories.map((story) => {
          const description = story.parameters.docs?.description?.story as string | undefined;
          return (
            <li key={story.id}>
              <AnchorMdx href={`?path=/story/${story.id}`} target="_self">
                {story.name}
              </AnchorMdx>
              {description ? ` — ${description}` : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The page of a CSF file without its own MDX page: the portal's screens. Their props are wiring for the app (a
 * router, a client), not an API to choose values for, so the page has no props table; it shows the first state
 * and lists the others.
 */
export function CatalogueDocsPage() {
  const resolved = useOf('meta');
  const isScreen = resolved.type === 'meta' && resolved.preparedMeta.title.startsWith('Screens/');
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      {isScreen ? <ScreenStates /> : <Controls />}
      {isScreen ? null : <Stories />}
    </>
  );
}
