'use client';
/**
 * The proof-of-work widget of a form (ALTCHA, lib/browser/form-shield.ts): nothing until the
 * visitor starts on the form (`start`, on its first focus), then its slot opens at once (within
 * the input's 500 ms, so the shift does not count as layout shift), the widget's script loads
 * and the widget solves its challenge while the visitor types, showing
 * its state as a labelled checkbox ("Verifica anti-bot automatica" → "Verificato"). `token`
 * gives the solution to send (waiting for it, or solving one, when needed); `renew` after a
 * refused request starts the next one (each solution is accepted once).
 */
import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type { ProofController, ProofLabels } from '@/lib/browser/form-shield';

type FormShield = typeof import('@/lib/browser/form-shield');

/**
 * The form shield's code (the widget's loader and controller, the fill time), loaded on the
 * form's first focus with the widget rather than with the page (docs/benchmarks.md).
 */
export const loadFormShield = (): Promise<FormShield> => import('@/lib/browser/form-shield');

/** Where the widget fetches its challenges (app/api/altcha/challenge/route.ts). */
export const CHALLENGE_URL = '/api/altcha/challenge';

/** As wide as the form's fields (the widget's own default is 320 px). */
const FULL_WIDTH = { '--altcha-max-width': '100%' } as CSSProperties;

/** The widget's settings: no logo or vendor link in the form; the page's own texts. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

export interface ProofOfWork {
  /** The slot to render inside the form (above its submit button). */
  widget: ReactNode;
  /** Loads the widget and starts solving (call on the form's first focus; idempotent). */
  start(): void;
  token(): Promise<string | null>;
  renew(): void;
}

/** The proof of work of one form, in `language` with `labels`. */
export function useProofOfWork(language: 'it' | 'de', labels: ProofLabels): ProofOfWork {
  const [phase, setPhase] = useState<'idle' | 'loading' | 'ready'>('idle');
  const started = useRef(false);
  const controller = useRef<ProofController | null>(null);
  const shield = useRef<FormShield | null>(null);
  const waiting = useRef<Array<(c: ProofController) => void>>([]);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPhase('loading');
    void loadFormShield()
      .then((module) => {
        shield.current = module;
        return module.loadProofWidget(language, labels);
      })
      .then(() => setPhase('ready'));
  }, [language, labels]);

  const attach = useCallback((el: AltchaWidgetElement | null) => {
    // Rendered once `phase` is 'ready', so after the shield's code has loaded.
    if (!el || controller.current || !shield.current) return;
    const created = shield.current.proofController(el);
    controller.current = created;
    for (const resolve of waiting.current.splice(0)) resolve(created);
    // Mounted after the focus that loaded it: solve now rather than on the next focus.
    void created.token();
  }, []);

  const ready = (): Promise<ProofController> => {
    if (controller.current) return Promise.resolve(controller.current);
    start();
    return new Promise((resolve) => waiting.current.push(resolve));
  };

  return {
    // No slot (and no grid gap) before the visitor starts on the form.
    widget:
      phase === 'idle' ? null : (
        <div className="min-h-12" data-proof-of-work="">
          {phase === 'ready' ? (
            <altcha-widget
              ref={attach}
              style={FULL_WIDTH}
              challenge={CHALLENGE_URL}
              language={language}
              auto="onfocus"
              configuration={CONFIGURATION}
            />
          ) : null}
        </div>
      ),
    start,
    token: async () => (await ready()).token(),
    renew: () => controller.current?.renew(),
  };
}
