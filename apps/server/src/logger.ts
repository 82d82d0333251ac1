/** Structured logs: one JSON object per line on stdout, so any collector can parse them. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

const rank: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function createLogger(
  level: LogLevel | 'silent',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (lvl: LogLevel) =>
    (msg: string, fields: Fields = {}) => {
      if (rank[lvl] < rank[level]) return;
      const entry: Fields = { time: new Date().toISOString(), level: lvl, msg };
      for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
      write(JSON.stringify(entry));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
