import { createI18n, isLocale, type Locale } from '@pharmacy/i18n';
import { type ThemeName, themeNames } from '@pharmacy/ui';
import type { Decorator, Preview, ReactRenderer } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { configure, prettyDOM } from 'storybook/test';
import { CatalogueDocsPage, ThemedDocsContainer } from './docs';

/**
 * Set on the page by the built catalogue's test run (scripts/test-catalogue.mjs) before the preview loads. That run
 * reads only the violations, so axe is asked for nothing else: it then skips building a selector for every node
 * that passed, which was most of its time on a screen's story. The a11y panel of the catalogue people open keeps
 * the passes and the items to review.
 */
const underCatalogueRun = (globalThis as { __catalogueRun?: boolean }).__catalogueRun === true;

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

/**
 * Controls that match each prop's type where Storybook's guess does not. The docgen reads a union with `null` or
 * a React type as "other", which Storybook offers as a JSON editor: a day (`string | null`, ISO `yyyy-MM-dd`)
 * gets a text box, an amount (`number | null`) a number box, a text slot (`ReactNode`) a text box while the
 * story passes text; data and elements (options, rows, a trigger, a ref) get none, their stories show them.
 * A story's own `control` wins.
 */
const controlsFromTypes: ArgTypesEnhancer<ReactRenderer> = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const type = argType.type;
      if (argType.control !== undefined || type?.name !== 'other') return [name, argType];
      const members = String(type.value)
        .split(' | ')
        .filter((member) => member !== 'null' && member !== 'undefined');
      const initial = initialArgs[name];
      let control: 'text' | 'number' | false = false;
      if (members.every((member) => member === 'string')) control = 'text';
      else if (members.every((member) => member === 'number')) control = 'number';
      else if (members.join() === 'ReactNode' && (initial === undefined || typeof initial === 'string')) {
        control = 'text';
      }
      return [name, { ...argType, control }];
    }),
  );

/**
 * testing-library's error for a query that found nothing, with its print of the document made only when the message
 * is read. findBy… and waitFor retry their query every 50 ms and on every change to the page while they wait, and
 * the default error printed the whole document each time for a message nobody reads: a fifth of a screen story's
 * CPU in the built catalogue's run. A play that fails for good reads it, and gets the same print.
 */
function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    get: () => {
      text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n');
      return text;
    },
  });
  return error;
}

// findBy… and waitFor give up after 5 s instead of testing-library's 1 s: a loaded 2-core machine can take that long to
// paint what a correct story shows (a fade, a lazily compiled chunk), and a wait only lasts while the story is wrong.
configure({ asyncUtilTimeout: 5000, getElementError: lazyElementError });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withLocale],
  argTypesEnhancers: [controlsFromTypes],
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
    // Controls follow each prop's type, with no name matchers: a day prop takes an ISO `yyyy-MM-dd` string (a text
    // control, where the date matcher gave a timestamp), and `color`/`background` take token names (a list of
    // them, where the colour matcher gave a picker of raw colours).
    docs: { container: ThemedDocsContainer, page: CatalogueDocsPage },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error', ...(underCatalogueRun ? { options: { resultTypes: ['violations'] } } : {}) },
    // Storybook's minimal viewports and the phone the portal is measured on (375 × 812): a list screen's phone
    // story fixes it (`globals: { viewport: { value: 'phone' } }`).
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    options: {
      storySort: {
        // Foundations, the components by purpose, patterns that combine them, then the portal's screens.
        order: [
          'Foundations',
          ['Introduction', 'Colour', 'Type', 'Spacing', 'Elevation', 'Motion', 'Content', 'Icons', 'Tokens'],
          'Components',
          ['Actions', 'Forms', 'Overlays', 'Feedback', 'Data display', 'Navigation', 'Layout', 'Typography'],
          'Patterns',
          'Screens',
          '*',
        ],
      },
    },
  },
};

export default preview;
