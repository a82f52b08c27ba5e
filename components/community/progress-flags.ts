'use client';
/**
 * Profile-completion flags kept in this browser (docs/product.md §2.7, made true per docs/decisions.md §5):
 * set when the visitor downloads an ebook or books a consultation here, read by the
 * profile-completion bar. Storage can be unavailable: reads give false, writes are skipped.
 */
import { useSyncExternalStore } from 'react';

export const PROGRESS_FLAGS = {
  ebookDownloaded: 'ebook-downloaded',
  consultationBooked: 'consultation-booked',
} as const;
export type ProgressFlag = keyof typeof PROGRESS_FLAGS;

const EVENT = 'progress-flag-change';

/** True once `flag` was recorded in this browser. */
export function readFlag(flag: ProgressFlag): boolean {
  try {
    return window.localStorage.getItem(PROGRESS_FLAGS[flag]) === 'true';
  } catch {
    return false;
  }
}

/** Records `flag` and notifies listeners in this tab. */
export function setFlag(flag: ProgressFlag): void {
  try {
    window.localStorage.setItem(PROGRESS_FLAGS[flag], 'true');
    window.dispatchEvent(new Event(EVENT));
  } catch {
    // Storage unavailable: the step simply stays open.
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The flag's value, re-rendering when it changes; false during server rendering. */
export function useFlag(flag: ProgressFlag): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readFlag(flag),
    () => false,
  );
}
