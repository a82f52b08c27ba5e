/**
 * A form must never submit natively: our forms have no `action`, and the browser would send
 * their fields (a phone number, a password) in the address of a GET to the page itself, where
 * logs, the Referer and the analytics tags would read them. Pages paint before their scripts
 * load (scripts/scripts-after-paint.mjs), so a visitor can press Enter or the button before
 * React handles the form.
 *
 * - Before React has the form (a fiber on its node, React's `__reactFiber$` key, in a root
 *   whose hydration React has committed: its current state no longer `isDehydrated`), its submit is cancelled before React sees it, what was typed
 *   stays in the fields, and the same submit (with the same button) is sent again once React
 *   has the form, so the visitor's click is not lost. One held submit per form; dropped if
 *   React does not have the form within REPLAY_LIMIT_MS.
 * - After that, the form's own handler decides; a submit nothing cancelled (a handler that
 *   forgot to) is cancelled last, at the window, for any form without an `action`.
 *
 * Reading React's key is reading its internals; React's version is pinned, and the browser
 * tests (tests/e2e/first-paint.spec.ts) and tests/unit/submit-guard.test.tsx would see a change.
 */

/** Longest wait for React before a held submit is dropped (ms). */
export const REPLAY_LIMIT_MS = 10_000;

/** Inline script (first in each root layout's body). */
export const SUBMIT_GUARD_SCRIPT = `(function(){function ready(f){var k=Object.keys(f).filter(function(k){return k.indexOf('__reactFiber$')===0})[0];if(!k)return false;var n=f[k];while(n&&n.return)n=n.return;var c=n&&n.stateNode&&n.stateNode.current;return!!(c&&c.memoizedState&&c.memoizedState.isDehydrated===false)}document.addEventListener('submit',function(e){var f=e.target;if(!f||ready(f))return;e.preventDefault();e.stopImmediatePropagation();if(f.__submitHeld)return;f.__submitHeld=1;var s=e.submitter,t=0;(function r(){if(ready(f)){f.__submitHeld=0;if(f.isConnected)try{f.requestSubmit(s&&s.form===f?s:undefined)}catch(x){}}else if((t+=50)<${REPLAY_LIMIT_MS})setTimeout(r,50);else f.__submitHeld=0})()},true);window.addEventListener('submit',function(e){var f=e.target;if(!e.defaultPrevented&&f&&f.hasAttribute&&!f.hasAttribute('action'))e.preventDefault()})})()`;
