/**
 * The main process's operator log: one JSON line per event, appended to a file under
 * `<userData>/logs/` and echoed to the console. Writing never throws: a log that cannot be
 * written must not take the app down with it.
 */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Severity of a log line. */
export type LogLevel = 'info' | 'warn' | 'error';

/** Extra facts attached to a log line (must be JSON-serialisable). */
export type LogData = { readonly [key: string]: unknown };

/**
 * Something that records what main did and refused. `event` is a short stable name
 * (e.g. `ipc.rejected`, `saves.quarantined`); `data` carries the details.
 */
export interface Logger {
  info(event: string, data?: LogData): void;
  warn(event: string, data?: LogData): void;
  error(event: string, data?: LogData): void;
}

/** Options of {@link createFileLogger}. `maxBytes` (default 5 MB) rotates the file to `<file>.1`. */
export type FileLoggerOptions = {
  readonly file: string;
  readonly now?: () => Date;
  readonly echo?: boolean;
  readonly maxBytes?: number;
};

/**
 * A logger appending JSON lines `{time, level, event, ...data}` to `file` (its folder is
 * created), rotating it once to `<file>.1` past `maxBytes`. Echoes to the console unless
 * `echo: false`. File errors are swallowed after one console warning.
 */
export function createFileLogger(options: FileLoggerOptions): Logger {
  const now = options.now ?? (() => new Date());
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  let warned = false;
  let folderReady = false;

  const write = (level: LogLevel, event: string, data?: LogData): void => {
    const line = JSON.stringify({ time: now().toISOString(), level, event, ...data });
    if (options.echo !== false) {
      const out = level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
      out(`[railtable] ${line}`);
    }
    try {
      if (!folderReady) {
        mkdirSync(dirname(options.file), { recursive: true });
        folderReady = true;
      }
      rotateIfLarge(options.file, maxBytes);
      appendFileSync(options.file, `${line}\n`, 'utf8');
    } catch (error) {
      if (!warned) {
        warned = true;
        console.warn(`[railtable] cannot write log file ${options.file}: ${String(error)}`);
      }
    }
  };

  return {
    info: (event, data) => write('info', event, data),
    warn: (event, data) => write('warn', event, data),
    error: (event, data) => write('error', event, data),
  };
}

function rotateIfLarge(file: string, maxBytes: number): void {
  try {
    if (statSync(file).size > maxBytes) renameSync(file, `${file}.1`);
  } catch {
    // No file yet: nothing to rotate.
  }
}

/** A logger that drops everything (tests, child processes). */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
