'use client';
/**
 * The button of the partner-offer panel (docs/product.md §2.2): shows and hides the
 * panel (server-rendered `children`, in the HTML from the start), with aria-expanded and
 * aria-controls. The first opening fires the pixel event ViewContent (lib/browser/pixel.ts sends it
 * only after marketing consent).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { PlainButton } from '@/components/ui/plain-button';
import { trackPixelEvent } from '@/lib/browser/pixel';

interface PartnerOfferToggleProps {
  /** Text of the button. */
  label: string;
  /** Id of the panel element (unique on the page). */
  panelId: string;
  children: ReactNode;
}

/** Toggle button plus the panel it controls; closed at first. */
export function PartnerOfferToggle({ label, panelId, children }: PartnerOfferToggleProps) {
  const [open, setOpen] = useState(false);
  const viewed = useRef(false);

  function toggle() {
    setOpen(!open);
    if (!open && !viewed.current) {
      viewed.current = true;
      trackPixelEvent('ViewContent', { content_name: 'partner_offer' });
    }
  }

  return (
    <>
      <PlainButton
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        // Wraps on a phone: the label is longer than a narrow card is wide.
        className="h-auto! min-h-10 max-w-full py-2 text-left whitespace-normal!"
      >
        {label}
        <Glyph
          d="m6 9 6 6 6-6"
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
      </PlainButton>
      <div id={panelId} hidden={!open} className="mt-4">
        {children}
      </div>
    </>
  );
}
