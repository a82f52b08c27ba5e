/**
 * The 404 page for every unmatched path, across all root layouts (docs/product.md §2.1): in English
 * by specification, with a hint for developers. Outside every locale group, so its few
 * strings live here rather than in messages/{it,de}.json.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import './public.css';

export const metadata: Metadata = {
  title: '404 - Page Not Found',
  description: 'The page you are looking for does not exist.',
  robots: { index: false, follow: false },
};

/** Full HTML document: Next renders it without any layout. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
          <p className="text-sm font-semibold tracking-widest text-primary">404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
          <p className="mt-4 text-muted-foreground">
            The page you are looking for does not exist or has been moved.
          </p>
          <p className="mt-6 w-full rounded-lg border border-dashed border-input bg-card p-4 text-left text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">Developer hint:</span> did you forget to
            add the page to the router? Pages live in <code className="font-mono">app/(it)</code>,{' '}
            <code className="font-mono">app/(de)</code> or{' '}
            <code className="font-mono">app/(admin)</code>.
          </p>
          <Link
            href="/"
            className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Back to home
          </Link>
        </main>
      </body>
    </html>
  );
}
