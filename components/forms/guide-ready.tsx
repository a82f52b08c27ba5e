/**
 * What a verified lead sees where a campaign page's registration form would be: its guide
 * (the PDF of the ebook the page and campaign name, lib/campaigns/campaign.ts ebookFor) and the way to
 * its student area, in the form's language. Plain classes, as the other form islands.
 */
import { ebookPdfHref } from '@/components/community/ebook-download-link';
import type { EbookQuery } from '@/lib/campaigns/campaign';
import { EBOOK_FOR_QUERY } from '@/lib/catalog/ebooks';
import { STUDENT_AREA_PATHS } from '@/lib/site/routes';

/** The panel's texts, already translated (campaignForm.verified.*). */
export interface GuideReadyCopy {
  title: string;
  text: string;
  download: string;
  studentArea: string;
}

const LINK =
  'inline-flex min-h-12 w-full items-center justify-center rounded-md px-6 py-2 text-center text-base font-semibold text-balance focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * The panel. `ebook`: the page's guide (null: the student area alone); `buttonClass`: the
 * campaign theme's button colours.
 */
export function GuideReady({
  copy,
  ebook,
  locale,
  buttonClass,
}: {
  copy: GuideReadyCopy;
  ebook: EbookQuery | null;
  locale: 'it' | 'de';
  buttonClass: string;
}) {
  const area = STUDENT_AREA_PATHS[locale];
  return (
    <div role="status" className="grid grid-cols-1 gap-4" data-guide-ready>
      <div className="grid gap-1">
        <p className="text-lg font-bold">{copy.title}</p>
        <p className="text-sm text-muted-foreground">{copy.text}</p>
      </div>
      {ebook ? (
        <a
          href={ebookPdfHref(EBOOK_FOR_QUERY[ebook])}
          download
          type="application/pdf"
          className={`${LINK} ${buttonClass}`}
        >
          {copy.download}
        </a>
      ) : null}
      <a
        href={ebook ? `${area}?ebook=${ebook}` : area}
        className={`${LINK} border border-input bg-card text-foreground hover:bg-muted`}
      >
        {copy.studentArea}
      </a>
    </div>
  );
}
