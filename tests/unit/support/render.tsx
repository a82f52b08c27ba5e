/**
 * Renders a client component as the Italian layout would: Italian messages (or the
 * back-office's catalogue), React Query with the app defaults, and the toast outlet.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { adminMessages } from '@/messages/admin';
import messages from '@/messages/it.json';
import deMessages from '@/messages/de.json';

// jsdom lacks ResizeObserver, which Radix's checkbox measures itself with.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** render() inside the app's client providers, in Italian or (`locale` 'de') German. */
export function renderWithProviders(ui: ReactElement, locale: 'it' | 'de' = 'it') {
  return renderWithMessages(locale === 'de' ? deMessages : messages, ui, locale);
}

/** render() inside the back-office's client providers (the admin catalogue). */
export function renderAdmin(ui: ReactElement) {
  return renderWithMessages(adminMessages, ui);
}

function renderWithMessages(
  catalogue: typeof messages | typeof adminMessages,
  ui: ReactElement,
  locale = 'it',
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogue} timeZone="Europe/Rome">
      <QueryClientProvider client={createQueryClient()}>
        {ui}
        <Toaster labels={{ close: 'Chiudi', toast: 'Notifica', region: 'Notifiche (F8)' }} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** A minimal fetch Response with a JSON body (jsdom has no Response class). */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/** Installs a jest mock as global fetch and returns it. */
export function mockFetch(): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The parsed JSON body of the n-th fetch call. */
export function requestBody(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}
