import {
  guideParamsSchema,
  guideUploadQuerySchema,
  type GuideUploadResponse,
} from '@/lib/contracts/admin/guides';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { readCappedBytes } from '@/lib/server/http/body';
import { GUIDE_MAX_BYTES, saveGuideFile } from '@/lib/server/leads/guide-files';
import { AppError } from '@/lib/server/http/errors';

// PUT /api/admin/guides/{ebookId}/{locale} — upload the guide's PDF (the raw body, at most
// 8 MB): checked by parsing it, its page count read from it, stored and audited
export const PUT = withAdmin(
  { permission: 'guides:write', params: guideParamsSchema, query: guideUploadQuerySchema },
  async ({ params, query, request, admin, ip }) => {
    const bytes = await readCappedBytes(request, GUIDE_MAX_BYTES);
    if (bytes === null) throw new AppError('guide_too_large');
    const saved = await saveGuideFile(
      await getDb(),
      { ...params, bytes, fileName: query.name ?? `${params.ebookId}-${params.locale}.pdf` },
      { admin, ip },
    );
    return Response.json(saved satisfies GuideUploadResponse);
  },
);
