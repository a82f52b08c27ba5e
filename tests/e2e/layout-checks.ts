/**
 * What a person sees of a layout, measured in the page (Chromium) rather than from the page's
 * scroll width alone: a box clipped by its container, or a control past the screen, leaves
 * document.scrollWidth at the viewport's width. Each check returns what it found wrong, as text
 * a failing test prints.
 */
import type { Page } from '@playwright/test';

/**
 * Elements that run out of view: past the screen's edges, or past the box of an ancestor that
 * clips them (overflow hidden or clip). Content inside a box that scrolls sideways is the box's
 * to show (a wide table on a phone) and is not counted; the box itself is. Screen-reader-only
 * text (clipped to 1 px), hidden and fixed elements (toasts, closed sheets) are left out, and so
 * is the fill of a progress bar or meter, which its track clips on purpose.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
      return `<${el.tagName.toLowerCase()}> «${name.trim().replace(/\s+/g, ' ').slice(0, 50)}»`;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
      if (el.parentElement?.closest('[role="progressbar"], [role="meter"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      let clip: Element | null = el.parentElement;
      while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible')
        clip = clip.parentElement;
      if (clip && clip !== document.body) {
        const overflow = getComputedStyle(clip).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') continue;
        const outer = clip.getBoundingClientRect();
        if (outer.width <= 2) continue; // sr-only
        if (box.left < outer.left - 1 || box.right > outer.right + 1)
          found.push(
            `${describe(el)} ${Math.round(box.left)}–${Math.round(box.right)} px, clipped by ${describe(clip)} ${Math.round(outer.left)}–${Math.round(outer.right)} px`,
          );
      } else if (box.left < -1 || box.right > width + 1) {
        found.push(
          `${describe(el)} ${Math.round(box.left)}–${Math.round(box.right)} px on a ${width} px screen`,
        );
      }
    }
    return found;
  });
}

/**
 * Text that runs past the screen's right or left edge: a word too long for its line overflows
 * its element without widening the element's box, so overflowing() cannot see it. Each text
 * node's line boxes are measured; text inside a box that scrolls sideways, in a fixed element,
 * or clipped to 1 px (screen-reader text) is left out.
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, svg')) continue;
      let skip = false;
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed' || style.visibility === 'hidden') skip = true;
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          if (a.getBoundingClientRect().width <= 2) skip = true;
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') skip = true;
        }
        if (skip) break;
      }
      if (skip) continue;
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.width === 0) continue;
        if (line.right > width + 1 || line.left < -1) {
          found.push(
            `«${text.replace(/\s+/g, ' ').slice(0, 60)}» ${Math.round(line.left)}–${Math.round(line.right)} px on a ${width} px screen`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/**
 * Selects too narrow for the option they show («Tut» for «Tutti»): the chosen option's text,
 * in the select's font, against the select's inner width.
 */
export function narrowSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (select.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const needs = context.measureText(text).width;
      const has =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needs > has + 1)
        found.push(
          `${select.id || select.getAttribute('aria-label')}: «${text}» needs ${Math.round(needs)} px, has ${Math.round(has)}`,
        );
    }
    return found;
  });
}

/**
 * Controls whose accessible name (aria-label) does not start with the text they show (WCAG
 * 2.5.3 Label in Name: a person who says what they see must reach the control).
 */
export function namesNotStartingWithText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'button[aria-label], a[aria-label], [role="tab"][aria-label], [role="button"][aria-label]',
    )) {
      if (el.getBoundingClientRect().width === 0) continue;
      const text = norm(el.innerText);
      if (text && !norm(el.getAttribute('aria-label')!).startsWith(text))
        found.push(`«${el.innerText.trim()}» is named «${el.getAttribute('aria-label')}»`);
    }
    return found;
  });
}

/**
 * Column headings a table keeps out of view in a box that scrolls sideways (seen only by
 * scrolling inside the box), as «caption or region: heading, heading».
 */
export function hiddenColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      let box: HTMLElement | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
        box = box.parentElement;
      if (!box || box.getBoundingClientRect().width === 0) continue;
      const { left, right } = box.getBoundingClientRect();
      const hidden = [...table.querySelectorAll('thead th')]
        .filter((th) => {
          const r = th.getBoundingClientRect();
          return r.width > 0 && (r.right > right + 1 || r.left < left - 1);
        })
        .map((th) => th.textContent?.trim());
      const name =
        box.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'table';
      if (hidden.length) found.push(`${name.trim()}: ${hidden.join(', ')}`);
    }
    return found;
  });
}
