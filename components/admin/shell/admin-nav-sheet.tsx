'use client';
/**
 * The section list as a sheet from the left (./admin-sidebar.tsx's "menu" button opens it
 * below `lg`): Radix Dialog, so focus stays inside, Escape and the close button close it, and
 * a choice closes it. Its own module: phones load the dialog with the first opening, wide
 * screens (the list beside the content) never do.
 */
import type { RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { AdminNavList, type NavProps } from './admin-sidebar';

/** Open while mounted; `onClose` when it should close; focus goes back to `returnFocus`. */
export default function AdminNavSheetPanel({
  onClose,
  returnFocus,
  ...nav
}: Omit<NavProps, 'onNavigate'> & {
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('admin.common.nav');
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // The button that opened it is not a Radix trigger (it loads without the dialog).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 grid w-72 max-w-[85vw] content-start gap-4 overflow-y-auto border-r bg-background p-4 shadow-lg focus-visible:outline-none"
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="text-base font-semibold">
              {t('title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={t('close')}
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <AdminNavList {...nav} onNavigate={onClose} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
