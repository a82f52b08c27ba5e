'use client';
/**
 * The about section's content (./about-content.tsx), loaded and rendered when the section comes
 * within 300 px of the screen (IntersectionObserver; at once where there is none), so its code
 * is not in the page's first load either. Its texts come as props from ./about-section.tsx
 * (no use-intl in the island).
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { PluralCategory } from '@/lib/i18n/plural';

type Plural = Record<PluralCategory, string>;

/** The section's texts, translated by the server (figures as `{count}`, `{average}` holes). */
export interface AboutTexts {
  paragraphs: string[];
  more: string;
  loading: string;
  figuresLabel: string;
  students: Plural;
  downloads: Plural;
  rating: Plural;
}

type Content = ComponentType<{ texts: AboutTexts }>;

/** The lazy content of the about section. */
export function LazyAbout({ texts }: { texts: AboutTexts }) {
  const box = useRef<HTMLDivElement>(null);
  const [Content, setContent] = useState<Content | null>(null);

  useEffect(() => {
    const element = box.current;
    const show = () => {
      import('./about-content')
        .then((module) => setContent(() => module.AboutContent))
        .catch(() => undefined);
    };
    if (!element || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          show();
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="mx-auto mt-8 min-h-72 max-w-3xl sm:min-h-56" aria-busy={!Content}>
      {Content ? <Content texts={texts} /> : <span className="sr-only">{texts.loading}</span>}
    </div>
  );
}
