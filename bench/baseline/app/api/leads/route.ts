import type { NextRequest } from 'next/server';
import { adminLeads, register } from '../../../work';
import { ipOf, jsonOf, secret, smsFile, sql, toResponse } from '../../db';

export async function POST(request: Request) {
  return toResponse(await register(await sql(), await jsonOf(request), ipOf(request), smsFile()));
}

export async function GET(request: NextRequest) {
  const cookie = request.headers.get('cookie') ?? undefined;
  return toResponse(await adminLeads(await sql(), cookie, request.nextUrl.searchParams, secret()));
}
