/**
 * Building blocks of the guide pages (docs/product.md §2.12): a titled section that is an anchor
 * target, paragraphs, bullet lists and cards with a title and a text.
 */
import type { ReactNode } from 'react';
import { CircleCheck } from '@/components/ui/server-icons';
import { cn } from '@/lib/utils';

/** A section with the given anchor `id`, an h2 `title` and its content. */
export function GuideSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-24', className)}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}

/** Paragraphs of running text. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

/** A bullet list with check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((text) => (
        <li key={text} className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** Cards in a responsive grid; each card has an h3 title and a text. */
export function CardGrid({
  items,
  columns = 2,
}: {
  items: readonly { title: string; text: string }[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <h3 className="font-semibold text-navy">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
