// The cache handler's log lines: JSON shaped like the app's pino logs (the handler runs outside
// the app's bundle and cannot import its logger).

/**
 * One JSON line (level 30 info on stdout, 40 warn and 50 error on stderr).
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, msg, fields = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = JSON.stringify({ level: levels[level], time: Date.now(), msg, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/**
 * An error as one string: its stack when it has one.
 * @param {unknown} error
 * @returns {string}
 */
export const errorText = (error) => String(/** @type {Error} */ (error)?.stack ?? error);
