import { Tooltip as AriakitTooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import type { ReactElement, ReactNode } from 'react';
import { tooltip } from './Tooltip.css';

export const tooltipPlacements = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

/** Default hover delay before a tooltip shows (docs/product/shell-and-auth.md#sidebar: 700 ms). */
export const tooltipDefaultShowTimeout = 700;
/**
 * Default skip delay (the portal's: 300 ms): for this long after a tooltip hides, the next one shows without waiting,
 * so moving along the collapsed sidebar's icons does not wait 700 ms at each one.
 */
export const tooltipDefaultSkipTimeout = 300;

export interface TooltipProps {
  /** The text of the tooltip. It repeats or completes the anchor's name visually; it is not announced. */
  content: ReactNode;
  /**
   * The anchor: one element that forwards its ref and spreads its props (a `Button`, `IconButton`, a link).
   * It must carry its own accessible name, e.g. the `label` of an `IconButton`.
   */
  children: ReactElement;
  /** The side of the anchor the tooltip prefers; it flips when there is no room. */
  placement?: TooltipPlacement;
  /** Milliseconds the pointer rests on the anchor before the tooltip shows. Keyboard focus shows it at once. */
  showTimeout?: number;
  /** Milliseconds after a tooltip hides during which another one shows without waiting. */
  skipTimeout?: number;
  /** Wraps long texts over several lines instead of one. */
  multiline?: boolean;
  /** Renders the anchor without a tooltip, e.g. item titles while the sidebar is expanded. */
  disabled?: boolean;
  /**
   * Renders the tooltip at the end of the page (default) or beside its anchor. Beside it, the tooltip stays in the
   * anchor's landmark (a header's status indicator), which axe's `region` rule asks of content; use it only where no
   * ancestor clips overflow.
   */
  portal?: boolean;
}

/**
 * A short label shown next to an element on hover (after a delay) and on keyboard focus, hidden by Escape or
 * when the pointer or focus leaves: e.g. the titles of the collapsed sidebar's icons. Built on Ariakit
 * `Tooltip`. It is visual only: the anchor must have its own accessible name, since a tooltip is not announced
 * reliably and never reaches touch users.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  showTimeout = tooltipDefaultShowTimeout,
  skipTimeout = tooltipDefaultSkipTimeout,
  multiline = false,
  disabled = false,
  portal = true,
}: TooltipProps) {
  return (
    <TooltipProvider
      placement={placement}
      showTimeout={showTimeout}
      skipTimeout={skipTimeout}
      // Forced closed rather than unwrapped, so toggling it never remounts (and unfocuses) the anchor.
      open={disabled ? false : undefined}
    >
      <TooltipAnchor render={children} />
      {disabled ? null : (
        <AriakitTooltip
          className={tooltip({ wrap: multiline ? 'multiline' : 'singleLine' })}
          data-placement={placement}
          portal={portal}
          unmountOnHide
        >
          {content}
        </AriakitTooltip>
      )}
    </TooltipProvider>
  );
}
