/** Countdown formatting for the offer timer (docs/product.md §2.10: shown as hh:mm:ss). */

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
  /** hh:mm:ss; hours grow past 99 rather than wrap. */
  text: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Splits the milliseconds left (floored to whole seconds, never below 0) into parts. */
export function formatCountdown(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return { hours, minutes, seconds, text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}
