/** POST /api/consent's answer (the body is lib/validation/consent.ts). */
import * as z from 'zod/mini';
import { count } from '@/lib/contracts/answer-parts';

/** Answer of POST /api/consent: the proof's id. */
export const consentResponse = z.object({ recorded: z.literal(true), id: count() });
