import { createI18n, isLocale, type Locale } from '@pharmacy/i18n';
import { type ThemeName, themeNames } from '@pharmacy/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';

/**
 * Sets the theme on the document, so portalled content (dialogs, toasts) is themed too. A layout effect: the
 * built catalogue starts a story's play as soon as its render commits, before passive effects run, and its test
 * checks the theme at that moment.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (themeNames as readonly string[]).includes(context.globals.theme)
    ? (context.globals.theme as ThemeName)
    : 'light';
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <Story />;
};

/** The ui package owns no copy; portal screens read their texts through this i18n instance. */
const withLocale: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'vi';
  const i18n = useMemo(() => createI18n(locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

// findBy… and waitFor give up after 5 s instead of testing-library's 1 s: a loaded 2-core machine can take that long to
// paint what a correct story shows (a fade, a lazily compiled chunk), and a wait only lasts while the story is wrong.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withLocale],
  // Portal screen stories answer their API calls through MSW (`parameters.msw.handlers`, reset per story);
  // every other request (the catalogue's own files) passes through untouched.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of portal texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'vi' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Actions',
          'Forms',
          'Overlays',
          'Feedback',
          'Data display',
          'Layout',
          'Screens',
          '*',
        ],
      },
    },
  },
};

export default preview;
