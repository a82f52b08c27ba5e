/**
 * A form on a page that React has not hydrated yet must not submit natively. Our forms have no
 * `action`: the browser would send their fields (a phone number, a password) in the address of
 * a GET to the page itself, where logs, the Referer and the analytics tags would read them.
 * Pages paint before their scripts load (scripts/scripts-after-paint.mjs), so a visitor can
 * press Enter or the button first. Once React has hydrated a form (its node carries React's
 * `__reactFiber$` key), the form's own handler decides; before that, the submit is cancelled
 * and what was typed stays in the fields.
 */

/** Inline script (first in each root layout's body): cancels submits of unhydrated forms. */
export const SUBMIT_GUARD_SCRIPT =
  "document.addEventListener('submit',function(e){var f=e.target;if(!f||!Object.keys(f).some(function(k){return k.indexOf('__reactFiber$')===0}))e.preventDefault()},true)";
