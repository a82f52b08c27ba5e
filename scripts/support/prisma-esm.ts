/**
 * Command-line scripts run as ES modules (tsx), but the generated Prisma client is CommonJS
 * (moduleFormat "cjs", for Next and jest) and reads `__dirname`. Defining it globally before
 * the client is imported lets scripts load the app's own database code unchanged.
 * Import this module first, then import app modules dynamically.
 */
import path from 'node:path';

(globalThis as { __dirname?: string }).__dirname ??= path.resolve('lib/server/generated/prisma');
