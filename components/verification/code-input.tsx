'use client';
/**
 * The SMS code field: ONE real <input> (numeric keyboard, one-time-code autofill, paste)
 * laid over six visual boxes. Non-digits are dropped and at most CODE_LENGTH are kept.
 */
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '@/lib/validation/code-length';

/** A box's border: the caret's box, else a filled one, else the field's (one colour each). */
function cellBorder(active: boolean, filled: boolean): string {
  if (active) return 'border-ring ring-2 ring-ring/40';
  return filled ? 'border-primary/60' : 'border-input';
}

/** Keeps the digits of `text`, at most CODE_LENGTH of them. */
export function sanitizeCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** Enter pressed (the form decides whether the code is complete). */
  onEnter: () => void;
  describedBy?: string;
  disabled?: boolean;
}

/** Six-box code entry backed by a single input. */
export function CodeInput({ id, value, onChange, onEnter, describedBy, disabled }: CodeInputProps) {
  const [focused, setFocused] = useState(false);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(sanitizeCode(event.clipboardData.getData('text')));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  };

  return (
    <div className="relative mx-auto w-full max-w-xs">
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(sanitizeCode(event.target.value))}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="absolute inset-0 z-10 h-full w-full bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent disabled:cursor-not-allowed"
      />
      <div aria-hidden="true" className="grid grid-cols-6 gap-2">
        {Array.from({ length: CODE_LENGTH }, (_, index) => {
          const active = focused && index === Math.min(value.length, CODE_LENGTH - 1);
          return (
            <div
              key={index}
              className={`flex h-14 items-center justify-center rounded-lg border-2 bg-card text-2xl font-semibold tabular-nums ${cellBorder(active, Boolean(value[index]))}${disabled ? ' opacity-60' : ''}`}
            >
              {value[index] ?? ''}
            </div>
          );
        })}
      </div>
    </div>
  );
}
