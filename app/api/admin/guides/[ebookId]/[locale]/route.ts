import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { guidePdfBodySchema, guideUploadResponse } from '@/lib/contracts/admin/guides';
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

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Upload a guide’s PDF (the raw body; audited); its page count is read from it',
  description:
    'The body is the PDF itself (`application/pdf`, at most 8 MB). It is parsed: a file that is not a PDF, or one that cannot be read (broken, empty, password-protected), is refused. The pages showing the guide are regenerated.',
  body: guidePdfBodySchema,
  bodyTypes: ['application/pdf'],
  bodyReadByRoute: true,
  answers: { 200: { description: 'The stored guide.', schema: guideUploadResponse } },
  errors: {
    413: '`guide_too_large`: the file is over 8 MB',
    415: '`guide_not_pdf`: the file is not a PDF',
    422: '`guide_broken_pdf`: the PDF cannot be read or has no page',
  },
};

// PUT /api/admin/guides/{ebookId}/{locale} — upload the guide's PDF (the raw body, at most
// 8 MB): checked by parsing it, its page count read from it, stored and audited
export const PUT = withAdmin(
  {
    permission: 'guides:write',
    params: guideParamsSchema,
    query: guideUploadQuerySchema,
    doc: putDoc,
  },
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
