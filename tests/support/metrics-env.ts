/**
 * Import first in a test file that scrapes GET /api/metrics (METRICS_TOKEN is read when env.ts
 * loads).
 */
process.env.METRICS_TOKEN = 'metrics-token-0123456789abcdef';

export const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
