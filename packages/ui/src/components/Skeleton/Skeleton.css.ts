import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    // The border tone: a soft background vanishes on a white card.
    background: vars.color.border.standard,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '0.75em', borderRadius: vars.radius.small, marginBlock: '0.375em' },
      rect: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });

/** The last line of a paragraph is shorter, as real text is. */
export const lastLine = style({ width: '60%' });

export const group = style({ display: 'block' });
