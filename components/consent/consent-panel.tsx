'use client';
/**
 * Detailed cookie panel (docs/product.md §2.4): one switch per category (necessary always on and
 * disabled, the others off until the person turns them on), reject all, save, accept all.
 */
// buttonVariants only (no Button/cn): keeps tailwind-merge and Radix Slot off every page.
import { buttonVariants } from '@/components/ui/button-variants';
import type { CookieCategories } from '@/lib/browser/consent';
import { CATEGORY_KEYS, type ConsentLabels } from './consent-labels';
import { CategorySwitch } from './category-switch';

interface ConsentPanelProps {
  labels: ConsentLabels;
  headingId: string;
  draft: CookieCategories;
  onChange: (draft: CookieCategories) => void;
  onRejectAll: () => void;
  onSave: () => void;
  onAcceptAll: () => void;
}

/** The second view of the banner. */
export function ConsentPanel({ labels, headingId, draft, onChange, ...on }: ConsentPanelProps) {
  return (
    <div>
      <h2
        id={headingId}
        tabIndex={-1}
        className="pr-10 text-lg font-bold text-foreground outline-none"
      >
        {labels.panelTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{labels.panelText}</p>
      <ul className="mt-2 divide-y divide-border">
        {CATEGORY_KEYS.map((key) => (
          <CategorySwitch
            key={key}
            id={`cookie-category-${key}`}
            label={labels.categories[key].label}
            description={labels.categories[key].description}
            checked={key === 'necessary' ? true : draft[key]}
            disabled={key === 'necessary'}
            stateLabel={key === 'necessary' ? labels.alwaysOn : undefined}
            onChange={(checked) => onChange({ ...draft, [key]: checked, necessary: true })}
          />
        ))}
      </ul>
      <div className="mt-4 grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <button type="button" className={buttonVariants()} onClick={on.onRejectAll}>
          {labels.rejectAll}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={on.onSave}
        >
          {labels.save}
        </button>
        <button type="button" className={buttonVariants()} onClick={on.onAcceptAll}>
          {labels.acceptAll}
        </button>
      </div>
    </div>
  );
}
