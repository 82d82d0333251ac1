import type { ReactNode } from 'react';
import { AlertTriangleIcon, CheckCircleIcon } from '../icons/icons';
import { vars } from '../theme/vars.css';

/*
 * Do and don't, side by side, for the foundations pages: a live example of each, drawn by the components
 * themselves in the current theme, with the rule under it. "Do" and "Don't" are written out (with an icon), so
 * the verdict never rests on the green or red edge alone.
 */

/** Two or more guidelines next to each other; they stack on a narrow screen. */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div
      // Storybook's docs typography (margins, font sizes of `p`, `li`, `code`) stays out of live examples.
      className="sb-unstyled"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
        gap: vars.space.large,
        margin: `${vars.space.large} 0 ${vars.space.xlarge}`,
      }}
    >
      {children}
    </div>
  );
}

interface GuidelineProps {
  /** The rule, in one sentence: what to do, or what not to do and why. */
  caption: ReactNode;
  /** The live example. */
  children: ReactNode;
}

function Guideline({ verdict, caption, children }: GuidelineProps & { verdict: 'do' | 'dont' }) {
  const good = verdict === 'do';
  const color = good ? vars.color.foreground.positive : vars.color.foreground.critical;
  const Icon = good ? CheckCircleIcon : AlertTriangleIcon;
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small }}>
      <div
        style={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          padding: vars.space.large,
          background: vars.color.background.body,
          border: `1px solid ${vars.color.border.standard}`,
          borderTop: `3px solid ${good ? vars.color.border.positive : vars.color.border.critical}`,
          borderRadius: vars.radius.medium,
          fontFamily: vars.fontFamily.body,
          color: vars.color.foreground.text,
        }}
      >
        <div style={{ width: '100%' }}>{children}</div>
      </div>
      <figcaption
        style={{
          fontFamily: vars.fontFamily.body,
          fontSize: vars.fontSize.small,
          lineHeight: vars.lineHeight.small,
          color: vars.color.foreground.text,
        }}
      >
        <strong
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: vars.space.xsmall,
            color,
            marginInlineEnd: 6,
          }}
        >
          <Icon size={16} />
          {good ? 'Do' : "Don't"}
        </strong>
        {caption}
      </figcaption>
    </figure>
  );
}

export function Do(props: GuidelineProps) {
  return <Guideline verdict="do" {...props} />;
}

export function Dont(props: GuidelineProps) {
  return <Guideline verdict="dont" {...props} />;
}
