import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Edge length in px (icons are square). */
  size?: number;
}

/**
 * Builds a stroke icon on a 24×24 grid (paths in the style of the ISC-licensed Lucide set).
 * Icons are decorative: the control that holds one carries the accessible name.
 */
export function createIcon(displayName: string, paths: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module load, never in render
  function Icon({ size = 16, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
