/** `html` with the RSC payload's copy of its inlined stylesheets emptied (see the .mjs). */
export function stylesheetOnce(html: string): string;
