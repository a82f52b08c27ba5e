// One bare page per public page: its text blocks (page-text.mjs) as plain headings and
// paragraphs, in a server component. BARE_PAGES names the JSON file the bench wrote:
// { "/privacy-policy": [{ "tag": "h1", "text": "…" }, …], … }.
import { readFileSync } from 'node:fs';

export const dynamicParams = false;

function pages() {
  return JSON.parse(readFileSync(process.env.BARE_PAGES, 'utf8'));
}

export function generateStaticParams() {
  return Object.keys(pages()).map((route) => ({ path: route.split('/').filter(Boolean) }));
}

export default async function BarePage({ params }) {
  const { path = [] } = await params;
  const blocks = pages()[`/${path.join('/')}`] ?? [];
  return (
    <main>
      {blocks.map(({ tag: Tag, text }, i) => (
        <Tag key={i}>{text}</Tag>
      ))}
    </main>
  );
}
