/**
 * The testimonial cards every landing shows (home, campaign pages, pre-landers), honest by
 * construction (docs/decisions.md §5, UCPD Annex I no. 23b–c): the testimonials the operator published
 * (each with the person's consent on file) under the sentence that says so; with none published,
 * the page's own examples, each visibly labelled "Esempio illustrativo" / "Beispiel", under a
 * note that says they are examples, and never the consent sentence.
 */
import { useTranslations } from 'next-intl';
import { Quote, Star } from '@/components/ui/server-icons';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';

/** A page's illustrative example: a first name and place, a detail line, the text. */
export interface ExampleTestimonial {
  name: string;
  detail?: string;
  text: string;
}

/** Published testimonials when there are any, else `examples`, with the matching note. */
export function TestimonialCards({
  published,
  examples,
  tone = 'card',
}: {
  published: readonly PublicTestimonial[];
  examples: readonly ExampleTestimonial[];
  /** The cards' background: 'card' on a plain section, 'background' on a card-coloured one. */
  tone?: 'card' | 'background';
}) {
  const t = useTranslations('testimonials');
  const box = `flex h-full flex-col rounded-xl border border-border p-6 ${
    tone === 'card' ? 'bg-card' : 'bg-background'
  }`;
  return (
    <>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {published.length > 0
          ? published.map((item) => (
              <li key={item.id}>
                <figure className={box}>
                  <Rating rating={item.rating} label={t('rating', { rating: item.rating })} />
                  <blockquote className="mt-3 flex-1 text-sm leading-relaxed">
                    “{item.text}”
                  </blockquote>
                  <figcaption className="mt-4 flex items-center gap-3 text-sm">
                    <Avatar name={item.name} imageUrl={item.imageUrl} />
                    <span>
                      <span className="block font-semibold">{item.name}</span>
                      <span className="block text-muted-foreground">
                        {item.role} · {item.location}
                      </span>
                      <span className="block text-xs text-muted-foreground">
                        {item.course} ·{' '}
                        {t('studied', { count: item.completedCourses, time: item.studyTime })}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))
          : examples.map((item) => (
              <li key={item.name}>
                <figure className={box}>
                  <div className="flex items-start justify-between gap-3">
                    <Quote className="size-6 text-primary" aria-hidden="true" />
                    <span className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
                      {t('exampleLabel')}
                    </span>
                  </div>
                  <blockquote className="mt-3 flex-1 text-sm leading-relaxed">
                    “{item.text}”
                  </blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold">{item.name}</span>
                    {item.detail ? (
                      <span className="text-muted-foreground"> · {item.detail}</span>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-xs text-muted-foreground">
        {published.length > 0 ? t('consentNote') : t('examplesNote')}
      </p>
    </>
  );
}

/** Five stars, `rating` of them filled; read as `label`. */
function Rating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={
            n <= rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-muted-foreground'
          }
        />
      ))}
    </p>
  );
}

/** The person's photo, or their initials. */
function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (imageUrl)
    return (
      // An address the operator entered (any https host): next/image would need each host listed.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={imageUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full object-cover"
      />
    );
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
    >
      {initials}
    </span>
  );
}
