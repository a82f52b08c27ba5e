/**
 * Testimonials of the campaign pages (SPEC.md §2.10, §3 "Testimonial"): static and
 * marked as illustrative; no ratings or counters that could pass for live figures.
 */
import { useTranslations } from 'next-intl';
import { recordList } from '@/lib/message-lists';
import { SectionHeading } from '@/components/landing/section-heading';

/** Three illustrative study stories with the note that says so. */
export function TestimonialsSection() {
  const t = useTranslations('campaigns.common.testimonials');
  const items = recordList(t, 'items', ['name', 'place', 'course', 'text']);
  return (
    <section aria-labelledby="testimonials-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-background p-6">
                <blockquote className="flex-1 text-sm leading-relaxed">“{item.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {item.place} · {item.course}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-xs text-muted-foreground">
          {t('note')}
        </p>
      </div>
    </section>
  );
}
