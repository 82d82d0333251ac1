import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { clusterRule, tabletGridRule } from '../../shared/layoutRules';

/** Three cards side by side from 768 px, stacked on a phone. */
export const stats = style(tabletGridRule('repeat(3, 1fr)', vars.space.medium));

export const branchCell = style(clusterRule('xsmall', { alignItems: 'center', minWidth: '10rem' }));

export const addressCell = style({ display: 'block', minWidth: '12rem', maxWidth: '20rem' });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

/** 'Chưa có số điện thoại' may wrap: the column is sized for a phone number, not for the words in its place. */
export const missingPhone = style({ display: 'inline-block', minWidth: '6rem', whiteSpace: 'normal' });
