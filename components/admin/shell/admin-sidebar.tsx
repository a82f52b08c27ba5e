'use client';
/**
 * The back-office's section list (./admin-nav.ts), grouped by the operator's work, with the
 * current section marked (aria-current="page"). Beside the content from `lg` up; on smaller
 * screens behind a "menu" button, in a sheet (./admin-nav-sheet.tsx: focus kept inside, Escape
 * and the close button close it, focus goes back to the button) that closes on a choice.
 */
import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  ChartColumn,
  FileText,
  Filter,
  FlaskConical,
  LayoutDashboard,
  Mail,
  Megaphone,
  Menu,
  MessageSquareQuote,
  Phone,
  Radio,
  Settings,
  ShieldCheck,
  ShoppingCart,
  UserCog,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { navFor, sectionOfPath, type AdminSection } from './admin-nav';

// The sheet (Radix Dialog) loads when the menu is first wanted: wide screens never need it.
const loadSheet = () => import('./admin-nav-sheet');
const AdminNavSheetPanel = dynamic(() => import('./admin-nav-sheet'), { ssr: false });

const ICONS: Record<AdminSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  analytics: ChartColumn,
  funnel: Filter,
  experiments: FlaskConical,
  campaigns: Megaphone,
  prelanders: FileText,
  'sales-pages': ShoppingCart,
  visitors: Radio,
  leads: Users,
  calls: Phone,
  communications: Mail,
  testimonials: MessageSquareQuote,
  webhooks: Webhook,
  settings: Settings,
  accounts: UserCog,
  security: ShieldCheck,
};

export interface NavProps {
  role: AdminRole;
  /** The current path (usePathname): its section is marked. */
  pathname: string;
  /** Where each section's link goes (its last own query kept: ./section-memory.ts). */
  hrefs: Partial<Record<AdminSection, string>>;
  /** Called when a link is chosen (the sheet closes). */
  onNavigate?: () => void;
}

/** The grouped list of `role`'s sections. */
export function AdminNavList({ role, pathname, hrefs, onNavigate }: NavProps) {
  const t = useTranslations('admin.common');
  const current = sectionOfPath(pathname);
  return (
    <nav aria-label={t('nav.label')} className="grid gap-4">
      {navFor(role).map(({ group, sections }) => (
        <div key={group} className="grid gap-1">
          <p
            id={`admin-nav-${group}`}
            className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t(`nav.groups.${group}`)}
          </p>
          <ul aria-labelledby={`admin-nav-${group}`} className="grid gap-0.5">
            {sections.map((section) => {
              const Icon = ICONS[section];
              const active = section === current;
              return (
                <li key={section}>
                  <Link
                    href={
                      hrefs[section] ?? (section === 'dashboard' ? '/admin' : `/admin/${section}`)
                    }
                    aria-current={active ? 'page' : undefined}
                    // Each prefetch of a section runs the session check on the server: fifteen
                    // per page view for nothing; a section shows its loading state at once.
                    prefetch={false}
                    onClick={onNavigate}
                    className={cn(
                      'flex min-h-10 items-center gap-2 rounded-md px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      active
                        ? 'bg-primary font-medium text-primary-foreground'
                        : 'text-foreground hover:bg-muted',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {t(`tabs.${section}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The "menu" button below `lg`; it opens the section list as a sheet from the left. */
export function AdminNavSheet(props: Omit<NavProps, 'onNavigate'>) {
  const t = useTranslations('admin.common.nav');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-4" aria-hidden="true" />
        {t('open')}
      </Button>
      {open ? (
        <AdminNavSheetPanel {...props} onClose={() => setOpen(false)} returnFocus={button} />
      ) : null}
    </>
  );
}
