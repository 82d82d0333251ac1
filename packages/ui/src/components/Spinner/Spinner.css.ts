import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const svg = recipe({
  base: { animation: `${spin} 0.8s linear infinite`, color: 'currentColor' },
  variants: {
    size: {
      small: { width: 14, height: 14 },
      medium: { width: 20, height: 20 },
      large: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'medium' },
});
