import type { CSSProperties, ReactNode } from 'react';
import { type ColorValues, dark, light, shadows } from '../theme/colors';
import { colorAt, contrastPairs, contrastRatio } from '../theme/contrast';
import {
  breakpoints,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  radius,
  space,
  zIndex,
} from '../theme/tokens';
import { vars } from '../theme/vars.css';

/*
 * Doc blocks for the foundations pages. They read the theme itself — the raw scales, both colour
 * palettes and the contrast pairs the unit test checks — so the pages can never drift from what components use.
 */

const varName = (cssVar: string) => cssVar.replace(/^var\((.*)\)$/, '$1');

/**
 * Type samples name their typeface themselves: inside the docs page they would otherwise take Storybook's font,
 * and a specimen must show the face the components ship with.
 */
const specimen: CSSProperties = { fontFamily: vars.fontFamily.body, color: vars.color.foreground.text };

const code: CSSProperties = {
  fontFamily: vars.fontFamily.mono,
  fontSize: 12,
  color: vars.color.foreground.secondary,
};
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 13 };
const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};

function TokenTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static table, rows never move
          <tr key={index}>
            {cells.map((content, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static table, cells never move
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Swatch({ color, on }: { color: string; on: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        style={{
          width: 28,
          height: 28,
          borderRadius: 6,
          background: color,
          boxShadow: `inset 0 0 0 1px rgba(127, 127, 127, 0.35), 0 0 0 3px ${on}`,
        }}
      />
      <code style={code}>{color}</code>
    </span>
  );
}

/** Every colour role with its value in the light and the dark palette. */
export function ColorTokens() {
  const groups = Object.keys(light) as Array<keyof ColorValues>;
  return (
    <div>
      {groups.map((group) => (
        <section key={group} aria-label={`color.${group}`} style={{ marginBottom: 24 }}>
          <h3>{`color.${group}`}</h3>
          <TokenTable
            head={['Role', 'CSS variable', 'Light', 'Dark']}
            rows={Object.keys(light[group]).map((name) => {
              const path = `${group}.${name}` as Parameters<typeof colorAt>[1];
              return [
                <strong key="n">{name}</strong>,
                <code key="v" style={code}>
                  {varName((vars.color[group] as Record<string, string>)[name] ?? '')}
                </code>,
                <Swatch key="l" color={colorAt(light, path)} on={light.background.surface} />,
                <Swatch key="d" color={colorAt(dark, path)} on={dark.background.surface} />,
              ];
            })}
          />
        </section>
      ))}
    </div>
  );
}

/** The pairs the contrast unit test holds to WCAG 2.2 AA, with their ratios in both themes. */
export function ContrastPairs() {
  const ratio = (colors: ColorValues, pair: (typeof contrastPairs)[number]) =>
    contrastRatio(colorAt(colors, pair.foreground), colorAt(colors, pair.background));
  return (
    <TokenTable
      head={['What must be seen', 'Colour', 'On', 'Needs', 'Light', 'Dark']}
      rows={contrastPairs.map((pair) => [
        pair.role,
        <code key="f" style={code}>
          {pair.foreground}
        </code>,
        <code key="b" style={code}>
          {pair.background}
        </code>,
        `${pair.minimum}:1`,
        `${ratio(light, pair).toFixed(2)}:1`,
        `${ratio(dark, pair).toFixed(2)}:1`,
      ])}
    />
  );
}

export function SpaceTokens() {
  return (
    <TokenTable
      head={['Token', 'px', 'Sample']}
      rows={(Object.keys(space) as Array<keyof typeof space>).map((name) => [
        <code key="t">{`space.${name}`}</code>,
        space[name],
        <div
          key="s"
          style={{ width: vars.space[name], height: 16, background: vars.color.background.brand }}
        />,
      ])}
    />
  );
}

export function TypeTokens() {
  return (
    <div>
      <p style={code}>{`fontFamily.body: ${fontFamily.body}`}</p>
      <TokenTable
        head={['Token', 'Size / line', 'Sample']}
        rows={(Object.keys(fontSize) as Array<keyof typeof fontSize>).map((name) => [
          <code key="t">{`fontSize.${name}`}</code>,
          `${fontSize[name].size}/${fontSize[name].lineHeight}`,
          <span
            key="s"
            style={{ ...specimen, fontSize: vars.fontSize[name], lineHeight: vars.lineHeight[name] }}
          >
            Nhà thuốc Hồng Phúc · Đã huỷ · Hạn sử dụng 30/06/2027
          </span>,
        ])}
      />
      <TokenTable
        head={['Weight', 'Value', 'Sample']}
        rows={(Object.keys(fontWeight) as Array<keyof typeof fontWeight>).map((name) => [
          <code key="t">{`fontWeight.${name}`}</code>,
          fontWeight[name],
          <span key="s" style={{ ...specimen, fontWeight: vars.fontWeight[name] }}>
            Đơn đặt hàng · Nhà cung cấp · 1.234.567 ₫
          </span>,
        ])}
      />
    </div>
  );
}

export function RadiusTokens() {
  return (
    <TokenTable
      head={['Token', 'px', 'Sample']}
      rows={(Object.keys(radius) as Array<keyof typeof radius>).map((name) => [
        <code key="t">{`radius.${name}`}</code>,
        radius[name],
        <div
          key="s"
          style={{
            width: 56,
            height: 32,
            borderRadius: vars.radius[name],
            border: `1px solid ${vars.color.border.field}`,
            background: vars.color.background.surface,
          }}
        />,
      ])}
    />
  );
}

export function ShadowTokens() {
  const names = Object.keys(shadows.light) as Array<keyof typeof shadows.light>;
  return (
    <TokenTable
      head={['Token', 'Used for', 'Sample (current theme)', 'Light', 'Dark']}
      rows={names.map((name) => [
        <code key="t">{`shadow.${name}`}</code>,
        {
          small: 'on the page: cards, stat cards, a switch’s thumb',
          medium: 'small floating labels: tooltips, the skip link',
          large: 'floating surfaces: menus, selects, calendars, toasts, dialogs, drawers, the sheet',
          focusRing: 'keyboard focus on buttons, tabs, days',
        }[name],
        <div
          key="s"
          style={{
            width: 72,
            height: 40,
            margin: 8,
            borderRadius: vars.radius.medium,
            background: vars.color.background.surfaceRaised,
            boxShadow: vars.shadow[name],
          }}
        />,
        <code key="l" style={code}>
          {shadows.light[name]}
        </code>,
        <code key="d" style={code}>
          {shadows.dark[name]}
        </code>,
      ])}
    />
  );
}

export function ZIndexTokens() {
  return (
    <TokenTable
      head={['Layer', 'z-index']}
      rows={(Object.keys(zIndex) as Array<keyof typeof zIndex>).map((name) => [
        <code key="t">{`zIndex.${name}`}</code>,
        zIndex[name],
      ])}
    />
  );
}

export function MotionTokens() {
  return (
    <TokenTable
      head={['Token', 'Duration', 'Used for']}
      rows={(Object.keys(duration) as Array<keyof typeof duration>).map((name) => [
        <code key="t">{`duration.${name}`}</code>,
        duration[name],
        {
          fast: 'hover and focus colours, borders, a switch’s thumb, a menu appearing',
          standard: 'dialogs and the backdrop fading in, toasts arriving',
          slow: 'drawers and the sheet sliding in, the sidebar collapsing',
        }[name],
      ])}
    />
  );
}

export function BreakpointTokens() {
  return (
    <TokenTable
      head={['Breakpoint', 'From', 'Layout']}
      rows={[
        ...(Object.keys(breakpoints) as Array<keyof typeof breakpoints>).map((name) => [
          <code key="t">{name}</code>,
          `${breakpoints[name]} px`,
          {
            mobile: 'sidebar in a sheet, full-width drawers, tables scroll sideways',
            tablet: 'sidebar beside the content (16rem, 4rem collapsed)',
            desktop: 'form rows side by side',
            wide: 'content capped at 90rem',
          }[name],
        ]),
        ...(Object.keys(layout) as Array<keyof typeof layout>).map((name) => [
          <code key="t">{`layout.${name}`}</code>,
          layout[name],
          'shell size',
        ]),
      ]}
    />
  );
}

/**
 * The typeface at work: each weight, and the stacked Vietnamese marks at the sizes tables use (where a face not
 * drawn for Vietnamese blurs the tone mark into the circumflex).
 */
export function FontSpecimen() {
  const weights = Object.keys(fontWeight) as Array<keyof typeof fontWeight>;
  return (
    <div className="sb-unstyled" style={{ ...specimen, display: 'grid', gap: 16, margin: '16px 0 24px' }}>
      <div style={{ fontSize: 40, lineHeight: '48px', fontWeight: vars.fontWeight.semibold }}>
        Be Vietnam Pro · Aa Ăă Ââ Đđ Êê Ôô Ơơ Ưư
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        {weights.map((name) => (
          <div key={name} style={{ fontSize: 20, lineHeight: '28px', fontWeight: vars.fontWeight[name] }}>
            {`${fontWeight[name]} · Đơn đặt hàng từ nhà cung cấp`}
          </div>
        ))}
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        {([12, 13, 14] as const).map((size) => (
          <div key={size} style={{ fontSize: size, lineHeight: 1.4 }}>
            {`${size} px · Nguyễn Thị Hồng Yến · Nhà thuốc Thiện Mỹ · Kiểm kê tồn kho · Hạn sử dụng · Đã huỷ`}
          </div>
        ))}
      </div>
      <div
        style={{
          fontSize: 14,
          fontVariantNumeric: 'tabular-nums',
          display: 'grid',
          gap: 2,
          justifyItems: 'end',
          width: 'fit-content',
        }}
      >
        <span>1.234.567 ₫</span>
        <span>89.000 ₫</span>
        <span>12.450.000 ₫</span>
      </div>
    </div>
  );
}
