/**
 * Next 16 proxy (formerly middleware), Node runtime. For now it only sets security headers;
 * the admin work adds the server-side session check for /admin and /api/admin/* (DESIGN.md §1).
 */
import { NextResponse } from 'next/server';

export function proxy() {
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
