import type { CSSProperties } from 'react';
import { fontSize, space } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/*
 * Doc blocks for the Introduction page. They read the theme itself — the contract's CSS variables and the
 * raw scales — so the page can never drift from what components use.
 */

const varName = (cssVar: string) => cssVar.replace(/^var\((.*)\)$/, '$1');

const swatch: CSSProperties = {
  width: 40,
  height: 40,
  borderRadius: 8,
  border: `1px solid ${vars.color.border.standard}`,
  flexShrink: 0,
};
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 12,
};
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12 };
const code: CSSProperties = {
  fontFamily: vars.fontFamily.mono,
  fontSize: 12,
  color: vars.color.foreground.secondary,
};

export function ColorTokens() {
  return (
    <div>
      {(Object.keys(vars.color) as Array<keyof typeof vars.color>).map((group) => (
        <section key={group} aria-label={`color.${group}`} style={{ marginBottom: 24 }}>
          <h3>{`color.${group}`}</h3>
          <div style={grid}>
            {Object.entries(vars.color[group]).map(([name, cssVar]) => (
              <div key={name} style={row}>
                <div
                  style={{
                    ...swatch,
                    background: group === 'foreground' ? vars.color.background.surface : cssVar,
                    color: cssVar,
                    borderColor: group === 'border' ? cssVar : vars.color.border.standard,
                    borderWidth: group === 'border' ? 3 : 1,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 600,
                  }}
                >
                  {group === 'foreground' ? 'Aa' : null}
                </div>
                <div>
                  <div>{name}</div>
                  <div style={code}>{varName(cssVar)}</div>
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function SpaceTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">px</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(space) as Array<keyof typeof space>).map((name) => (
          <tr key={name}>
            <td>
              <code>{`space.${name}`}</code>
            </td>
            <td>{space[name]}</td>
            <td>
              <div style={{ width: vars.space[name], height: 16, background: vars.color.background.brand }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeTokens() {
  return (
    <div>
      {(Object.keys(fontSize) as Array<keyof typeof fontSize>).map((name) => (
        <div key={name} style={{ ...row, marginBottom: 8 }}>
          <code
            style={{ ...code, width: 160 }}
          >{`fontSize.${name} · ${fontSize[name].size}/${fontSize[name].lineHeight}`}</code>
          <span style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight[name] }}>
            Hệ thống quản lý nhà thuốc
          </span>
        </div>
      ))}
    </div>
  );
}
