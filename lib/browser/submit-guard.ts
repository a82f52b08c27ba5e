/**
 * A form must never submit natively: our forms have no `action`, and the browser would send
 * their fields (a phone number, a password) in the address of a GET to the page itself, where
 * logs, the Referer and the analytics tags would read them. Pages paint before their scripts
 * load (server/scripts-after-paint.mjs), so a visitor can press Enter or the button before
 * React handles the form.
 *
 * `installSubmitGuard` runs as an inline script, first in each root layout's body, before any
 * chunk: it is written here as a typed function and serialised with `Function.toString()` when
 * the layout renders (`SUBMIT_GUARD_SCRIPT`). It must therefore stay self-contained: no import,
 * no reference to anything outside its own body but its parameter and browser globals.
 */

/** Longest wait for React before a held submit is dropped (ms). */
export const REPLAY_LIMIT_MS = 10_000;

/** A form the guard has marked while one of its submits waits for React. */
type GuardedForm = HTMLFormElement & { __submitHeld?: boolean };

/** A React fiber as far as the guard reads it: its parent and, on the root, the root's state. */
interface Fiber {
  return: Fiber | null;
  stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
}

/**
 * Holds every submit until React handles its form, then cancels any native submit left.
 *
 * - Before React has the form (a fiber on its node, React's `__reactFiber$` key, in a root
 *   whose hydration React has committed: its state no longer `isDehydrated`), the submit is
 *   cancelled before React sees it, what was typed stays in the fields, and the same submit
 *   (same button) is sent again once React has the form, so the click is not lost. One held
 *   submit per form, polled every 50 ms, dropped after `replayLimitMs`.
 * - After that the form's own handler decides; a submit nothing cancelled is cancelled last,
 *   at the window, for any form without an `action`.
 *
 * Reading React's key is reading its internals; React's version is pinned, and
 * tests/e2e/first-paint.spec.ts and tests/unit/submit-guard.test.tsx would see a change.
 */
export function installSubmitGuard(replayLimitMs: number): void {
  function reactHas(form: HTMLFormElement): boolean {
    const key = Object.keys(form).find((name) => name.startsWith('__reactFiber$'));
    if (!key) return false;
    let fiber = (form as unknown as Record<string, Fiber | undefined>)[key];
    while (fiber && fiber.return) fiber = fiber.return;
    return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
  }

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as GuardedForm | null;
      if (!form || reactHas(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (form.__submitHeld) return;
      form.__submitHeld = true;
      const submitter = (event as SubmitEvent).submitter;
      let waited = 0;
      const replay = () => {
        if (reactHas(form)) {
          form.__submitHeld = false;
          if (!form.isConnected) return;
          try {
            const sameForm = (submitter as HTMLButtonElement | null)?.form === form;
            form.requestSubmit(sameForm ? submitter : undefined);
          } catch {
            // A submitter that is no longer a submit button: the visitor presses again.
          }
        } else if ((waited += 50) < replayLimitMs) {
          setTimeout(replay, 50);
        } else {
          form.__submitHeld = false;
        }
      };
      replay();
    },
    true,
  );

  window.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement | null;
    if (!event.defaultPrevented && form?.hasAttribute && !form.hasAttribute('action')) {
      event.preventDefault();
    }
  });
}

/** The inline script of every root layout: `installSubmitGuard(REPLAY_LIMIT_MS)`. */
export const SUBMIT_GUARD_SCRIPT = `(${installSubmitGuard.toString()})(${REPLAY_LIMIT_MS})`;
