'use client';
/**
 * A seconds countdown to 0 (docs/product.md §4 "Resend countdown"): one setInterval tick per second
 * while above zero, so a test clock can drive it; `restart(n)` starts again from n.
 */
import { useCallback, useEffect, useState } from 'react';

/** Formats seconds as m:ss (120 → '2:00'). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Remaining seconds and a restart function. */
export function useCountdown(initialSeconds: number): {
  seconds: number;
  restart: (from: number) => void;
} {
  const [seconds, setSeconds] = useState(Math.max(0, initialSeconds));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(id);
  }, [running]);

  const restart = useCallback((from: number) => setSeconds(Math.max(0, Math.ceil(from))), []);
  return { seconds, restart };
}
