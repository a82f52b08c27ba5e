/**
 * The layout of the owners' emails (daily summary, alerts): a heading, sections of label–value
 * rows or plain lines, a link to the back-office and a footer, written once as plain text and
 * as simple HTML (tables, inline styles: what mail clients render). Italian: the back-office
 * speaks Italian and the accounts store no language.
 */
import 'server-only';
import { env } from '@/env';
import { escapeHtml } from '@/lib/admin/email-templates';

/** A section: a title, then label–value rows, then lines of text. */
export interface MailSection {
  title: string;
  rows?: [label: string, value: string][];
  lines?: string[];
}

/** What an owner email says. */
export interface OwnerMailContent {
  heading: string;
  sections: MailSection[];
  /** Back-office path the email points to, e.g. '/admin/analytics'. */
  link: { path: string; label: string };
  footer: string;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const whole = new Intl.NumberFormat('it-IT');
const percent = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });

/** `cents` as euro, Italian style ('1.535,00 €'). */
export const formatEuro = (cents: number) => euro.format(cents / 100);
/** A count, Italian style ('1.234'). */
export const formatCount = (n: number) => whole.format(n);
/** A share 0..1 as a percentage, Italian style ('8,8 %'). */
export const formatShare = (share: number) => percent.format(share);

/** Rome day 'YYYY-MM-DD' in words: 'venerdì 20 novembre 2026'. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The back-office address of `path` on this site. */
const siteLink = (path: string) => new URL(path, env.SITE_URL).href;

function text(content: OwnerMailContent): string {
  const sections = content.sections.map((s) =>
    [
      s.title,
      ...(s.rows ?? []).map(([label, value]) => `- ${label}: ${value}`),
      ...(s.lines ?? []).map((line) => `- ${line}`),
    ].join('\n'),
  );
  return [
    content.heading,
    ...sections,
    `${content.link.label}: ${siteLink(content.link.path)}`,
    `--\n${content.footer}`,
  ].join('\n\n');
}

const CELL = 'padding:4px 12px 4px 0;vertical-align:top';

function html(content: OwnerMailContent): string {
  const sections = content.sections
    .map((s) => {
      const rows = (s.rows ?? [])
        .map(
          ([label, value]) =>
            `<tr><td style="${CELL}">${escapeHtml(label)}</td><td style="${CELL};font-weight:bold;text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      const lines = (s.lines ?? []).map((l) => `<li>${escapeHtml(l)}</li>`).join('');
      return [
        `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(s.title)}</h2>`,
        rows ? `<table style="border-collapse:collapse">${rows}</table>` : '',
        lines ? `<ul style="margin:0;padding-left:20px">${lines}</ul>` : '',
      ].join('');
    })
    .join('\n');
  const href = escapeHtml(siteLink(content.link.path));
  return [
    '<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">',
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>`,
    sections,
    `<p style="margin-top:20px"><a href="${href}">${escapeHtml(content.link.label)}</a></p>`,
    `<hr><p style="font-size:12px;color:#64748b">${escapeHtml(content.footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The plain-text and HTML parts of `content`. */
export function ownerMailParts(content: OwnerMailContent): { text: string; html: string } {
  return { text: text(content), html: html(content) };
}
