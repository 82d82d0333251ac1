import {
  Tab as AriakitTab,
  TabList as AriakitTabList,
  TabPanel as AriakitTabPanel,
  TabProvider,
} from '@ariakit/react';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { observeSize } from '../../utils/observeSize';
import * as styles from './Tabs.css';

export const tabsSizes = ['small', 'medium'] as const;
export type TabsSize = (typeof tabsSizes)[number];

interface TabsContextValue {
  /** Makes DOM ids unique per Tabs, so two tab sets with the same values can share a page. */
  idOf: (value: string) => string;
  size: TabsSize;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${component} must be used inside <Tabs>.`);
  return context;
}

export interface TabsProps {
  /** `TabList` then one `TabPanel` per `Tab`. */
  children: ReactNode;
  /** The selected tab's `value`, when controlled. */
  value?: string;
  /** The tab selected first, when uncontrolled; the first enabled tab otherwise. */
  defaultValue?: string;
  /** Called with the newly selected tab's `value`. */
  onValueChange?: (value: string) => void;
  /**
   * Arrow keys select the tab they move to (automatic activation, the default). Turn off when showing a panel
   * is costly: arrows then only move focus, and Enter or Space selects.
   */
  selectOnMove?: boolean;
  /** Tab height: `small` 32 px (in drawers), `medium` 40 px. */
  size?: TabsSize;
}

/**
 * Tabs that switch between panels of one page or drawer, e.g. a customer's 'Lịch sử mua hàng' and
 * 'Gợi ý mua lại'. Built on Ariakit `Tab`: arrow keys move between tabs (skipping disabled ones), Home and
 * End jump to the ends, Tab moves into the panel. Tabs show an optional count badge that is part of their name.
 */
export function Tabs({
  children,
  value,
  defaultValue,
  onValueChange,
  selectOnMove = true,
  size = 'medium',
}: TabsProps) {
  const prefix = useId();
  const idOf = (tabValue: string) => `${prefix}tab-${tabValue}`;
  const toValue = (id: string | null | undefined) =>
    id?.startsWith(`${prefix}tab-`) ? id.slice(`${prefix}tab-`.length) : undefined;
  // The selected value as last known, so that Ariakit's own first pick (the first enabled tab, when nothing is
  // selected) is not reported as a change the person made.
  const selectedRef = useRef(value ?? defaultValue);
  if (value !== undefined) selectedRef.current = value;
  return (
    <TabsContext.Provider value={{ idOf, size }}>
      <TabProvider
        selectedId={value === undefined ? undefined : idOf(value)}
        defaultSelectedId={defaultValue === undefined ? undefined : idOf(defaultValue)}
        setSelectedId={(id) => {
          const next = toValue(id);
          const previous = selectedRef.current;
          if (next === undefined || next === previous) return;
          if (value === undefined) selectedRef.current = next;
          if (previous !== undefined) onValueChange?.(next);
        }}
        selectOnMove={selectOnMove}
      >
        {children}
      </TabProvider>
    </TabsContext.Provider>
  );
}

export interface TabListProps {
  /** Accessible name of the tab list, e.g. 'Thông tin khách hàng'. */
  label: string;
  /** `Tab` elements. */
  children: ReactNode;
}

/** The row of tabs. It scrolls sideways when the tabs do not fit. */
export function TabList({ label, children }: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(ref);
  return (
    <AriakitTabList
      ref={ref}
      aria-label={label}
      className={styles.tabList}
      data-overflow-start={overflow.start || undefined}
      data-overflow-end={overflow.end || undefined}
    >
      {children}
    </AriakitTabList>
  );
}

/**
 * Whether a horizontally scrolling row has more to show before or after what is visible, so the edge can
 * fade and tell a person on a narrow screen that the tabs go on.
 */
function useScrollOverflow(ref: { current: HTMLElement | null }) {
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((previous) =>
        previous.start === start && previous.end === end ? previous : { start, end },
      );
    };
    element.addEventListener('scroll', measure, { passive: true });
    const stop = observeSize([element], measure);
    return () => {
      element.removeEventListener('scroll', measure);
      stop();
    };
  }, [ref]);
  return overflow;
}

export interface TabProps {
  /** Identifies the tab and its panel. */
  value: string;
  /** The label, e.g. 'Lịch sử mua hàng'. */
  children: ReactNode;
  /** A count shown in a badge after the label, e.g. 12; it is read as part of the tab's name. */
  count?: number | string;
  disabled?: boolean;
}

/** One tab in a `TabList`. */
export function Tab({ value, children, count, disabled = false }: TabProps) {
  const { idOf, size } = useTabsContext('Tab');
  return (
    <AriakitTab id={idOf(value)} disabled={disabled} className={styles.tab({ size })}>
      <span>{children}</span>
      {count === undefined ? null : <span className={styles.count}>{count}</span>}
    </AriakitTab>
  );
}

export interface TabPanelProps {
  /** The `value` of the tab that shows this panel. */
  value: string;
  children: ReactNode;
  /** Removes the panel from the DOM while hidden (e.g. to stop its data from loading until it is shown). */
  unmountWhenHidden?: boolean;
}

/** The content shown while its tab is selected; labelled by that tab. */
export function TabPanel({ value, children, unmountWhenHidden = false }: TabPanelProps) {
  const { idOf } = useTabsContext('TabPanel');
  return (
    <AriakitTabPanel tabId={idOf(value)} unmountOnHide={unmountWhenHidden} className={styles.tabPanel}>
      {children}
    </AriakitTabPanel>
  );
}
