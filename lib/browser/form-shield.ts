/**
 * What a page does before it sends a form that costs an SMS or a password check (the server's
 * side: lib/server/leads/form-shield.ts): the proof of work, solved by the ALTCHA widget (a web
 * component, ≈ 35 kB gzip, loaded only when a visitor starts on a form, never with the page)
 * while the visitor types, and the registration's minimum fill time.
 */
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { MIN_FILL_MS } from '@/lib/validation/fill-time';
import type { ProofLabels } from '@/lib/i18n/proof-labels';

export type { ProofLabels } from '@/lib/i18n/proof-labels';

let loading: Promise<void> | undefined;

/**
 * Loads the widget's script once (it defines `<altcha-widget>`) and gives it `labels` for
 * `language`, before any widget is put on the page.
 */
export function loadProofWidget(language: 'it' | 'de', labels: ProofLabels): Promise<void> {
  loading ??= import('altcha').then(() => undefined);
  return loading.then(() => {
    globalThis.$altcha.i18n.set(language, { ...labels });
  });
}

/** A widget on the page: its current solution, solving a new one when there is none. */
export interface ProofController {
  /** The solved proof (the widget's payload), solving one now if needed; null if it failed. */
  token(): Promise<string | null>;
  /** Forgets the spent proof and starts solving the next (a solution is accepted once). */
  renew(): void;
}

/** Resolves once the widget's own methods exist (its `load` event; at once if already there). */
function mounted(el: AltchaWidgetElement): Promise<AltchaWidgetElement> {
  try {
    el.getState();
    return Promise.resolve(el);
  } catch {
    return new Promise((resolve) => el.addEventListener('load', () => resolve(el), { once: true }));
  }
}

interface StateChange {
  state: string;
  payload?: string | null;
}

/** The controller of the widget `el` (rendered after loadProofWidget). */
export function proofController(el: AltchaWidgetElement): ProofController {
  let payload: string | null = null;
  const outcomes: Array<(payload: string | null) => void> = [];
  el.addEventListener('statechange', (event) => {
    const { state, payload: solved } = (event as CustomEvent<StateChange>).detail;
    payload = state === 'verified' ? (solved ?? null) : null;
    if (state === 'verified' || state === 'error' || state === 'expired') {
      for (const settle of outcomes.splice(0)) settle(payload);
    }
  });
  return {
    async token() {
      const widget = await mounted(el);
      if (payload && widget.getState() === 'verified') return payload;
      const outcome = new Promise<string | null>((resolve) => outcomes.push(resolve));
      // A solve already running (started on focus) is awaited, not started again.
      if (widget.getState() !== 'verifying') void widget.verify();
      return outcome;
    },
    renew() {
      payload = null;
      void mounted(el).then((widget) => {
        widget.reset();
        void widget.verify();
      });
    },
  };
}

/** Refusals of the proof itself (lib/server/leads/form-shield.ts): solve anew and send again. */
const PROOF_CODES = new Set(['proof_required', 'proof_invalid']);

const isProofRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  PROOF_CODES.has(String((error as { code?: unknown }).code));

/**
 * Sends a request that needs a proof of work: `send` gets the solved proof (undefined if the
 * widget could not solve one: the server then says so). Any failure renews the proof, since
 * the server may have spent it; a refusal of the proof itself (expired while the visitor
 * hesitated, issued before the cost went up) is sent once more with a new one.
 */
export async function sendWithProof<T>(
  proof: Pick<ProofController, 'token' | 'renew'>,
  send: (altcha: string | undefined) => Promise<T>,
): Promise<T> {
  const attempt = async () => {
    try {
      return await send((await proof.token()) ?? undefined);
    } catch (error) {
      proof.renew();
      throw error;
    }
  };
  return attempt().catch((error: unknown) => {
    if (!isProofRefusal(error)) throw error;
    return attempt();
  });
}

/**
 * Waits until MIN_FILL_MS have passed since the form was shown at `shownAt`
 * (performance.now()), then returns the fill time to send: a person who autofills and sends
 * at once waits the rest instead of being refused.
 */
export async function afterMinimumFillTime(shownAt: number): Promise<number> {
  // A timer truncates a fractional delay and may fire a little early: wait again until the
  // whole minimum has passed, and round up, so a person is never sent as 1,999 ms.
  for (;;) {
    const left = shownAt + MIN_FILL_MS - performance.now();
    if (left <= 0) return Math.ceil(performance.now() - shownAt);
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}
