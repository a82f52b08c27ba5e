/**
 * Whether the forms of a page fit the screen as a person sees them: every visible part of each
 * form (inputs, selects, buttons, labels, hints, the consent text) inside the viewport, inside
 * the form, inside the content box of the form's container, and inside every ancestor that
 * clips (overflow other than visible). The page's scroll width alone misses a control cut off
 * inside an overflow-hidden card.
 */
import type { Page } from '@playwright/test';

/** One part of a form outside a box it must stay in. */
export interface Clipped {
  /** Tag, id or name and the first words of the element. */
  element: string;
  /** The box it leaves: 'viewport', 'form', 'container' or 'clipping <ancestor>'. */
  box: string;
  /** Pixels past the box's left and right edge (0 when inside). */
  left: number;
  right: number;
}

/**
 * The parts of the visible forms of `page` (or of `selector`) that leave one of their boxes,
 * by more than half a pixel. Skips what nobody sees: aria-hidden parts (the honeypot, icons),
 * hidden or empty boxes.
 */
export async function clippedFormParts(page: Page, selector = 'form'): Promise<Clipped[]> {
  return page.evaluate((formSelector) => {
    const found: Clipped[] = [];
    const describe = (el: Element) => {
      const name = el.id || el.getAttribute('name') || el.getAttribute('aria-label') || '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${name ? `#${name}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const contentBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const left = r.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
      const right = r.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight);
      return { left, right };
    };
    const viewport = { left: 0, right: document.documentElement.clientWidth };
    for (const form of Array.from(document.querySelectorAll(formSelector))) {
      const formBox = form.getBoundingClientRect();
      if (formBox.width === 0 || formBox.height === 0) continue;
      const boxes: Array<[string, { left: number; right: number }]> = [['viewport', viewport]];
      if (form.parentElement) boxes.push(['container', contentBox(form.parentElement)]);
      for (let a = form.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible')
          boxes.push([`clipping ${describe(a).slice(0, 30)}`, a.getBoundingClientRect()]);
      }
      const parts = [form, ...Array.from(form.querySelectorAll('*'))];
      for (const part of parts) {
        if (part.closest('[aria-hidden="true"]')) continue;
        const r = part.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) continue;
        if (getComputedStyle(part).visibility === 'hidden') continue;
        const own: Array<[string, { left: number; right: number }]> =
          part === form ? boxes : [...boxes, ['form', formBox]];
        for (const [box, edge] of own) {
          const left = Math.max(0, edge.left - r.left);
          const right = Math.max(0, r.right - edge.right);
          if (left > 0.5 || right > 0.5)
            found.push({
              element: describe(part),
              box,
              left: Math.round(left),
              right: Math.round(right),
            });
        }
        // A box that fits can still spill its text (a button that does not wrap its label).
        const style = getComputedStyle(part);
        const fields = ['INPUT', 'SELECT', 'TEXTAREA'];
        const ownText = Array.from(part.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (ownText && !fields.includes(part.tagName) && style.display !== 'inline') {
          const spill = part.scrollWidth - part.clientWidth;
          if (spill > 1 && style.overflowX === 'visible')
            found.push({ element: describe(part), box: 'own content', left: 0, right: spill });
        }
        // A select shows the chosen option's text on one line: each option must fit it.
        if (part instanceof HTMLSelectElement) {
          const context = document.createElement('canvas').getContext('2d');
          if (!context) continue;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            part.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          for (const option of Array.from(part.options)) {
            const excess = context.measureText(option.text).width - room;
            if (excess > 0.5)
              found.push({
                element: `option "${option.text}"`,
                box: describe(part).slice(0, 30),
                left: 0,
                right: Math.round(excess),
              });
          }
        }
      }
    }
    // One line per element and box, the largest excess first.
    const worst = new Map<string, Clipped>();
    for (const item of found) {
      const key = `${item.element}|${item.box}`;
      const seen = worst.get(key);
      if (!seen || item.left + item.right > seen.left + seen.right) worst.set(key, item);
    }
    return [...worst.values()].sort((a, b) => b.left + b.right - (a.left + a.right));
  }, selector);
}

/** The phone widths every public form must fit (CSS pixels). */
export const PHONE_WIDTHS = [320, 360, 390, 412] as const;
