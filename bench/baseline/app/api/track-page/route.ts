import { trackPage } from '../../../work';
import { ipOf, jsonOf, sql, toResponse } from '../../db';

export async function POST(request: Request) {
  const ua = request.headers.get('user-agent') ?? '';
  return toResponse(await trackPage(await sql(), await jsonOf(request), ipOf(request), ua));
}
