/**
 * The app's structured logger (pino, JSON lines on stdout). Level from LOG_LEVEL.
 */
import 'server-only';
import pino from 'pino';
import { env } from '@/env';

export const logger = pino({
  level: env.NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : env.LOG_LEVEL,
  base: undefined,
  redact: ['password', '*.password', 'code', '*.code'],
});
