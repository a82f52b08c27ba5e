/**
 * A deployment without METRICS_TOKEN: GET /api/metrics answers as a path nobody serves, and the
 * public API document does not name it either (issue 38: the document leaves out what a
 * deployment hides). This file must not import ../support/metrics-env.
 */
import { GET as openapi } from '@/app/api/openapi.json/route';
import { GET as scrape } from '@/app/api/metrics/route';
import { call } from '../support/http';

it('leaves /api/metrics and its token scheme out of /api/openapi.json when the route hides', async () => {
  expect(process.env.METRICS_TOKEN).toBeUndefined();
  expect((await call(scrape, '/api/metrics')).status).toBe(404);
  const res = await call(openapi, '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(Object.keys(res.json.paths)).not.toContain('/api/metrics');
  expect(Object.keys(res.json.components.securitySchemes)).not.toContain('metricsToken');
  expect(JSON.stringify(res.json)).not.toContain('metricsToken');
  // What the deployment does serve is still there.
  expect(Object.keys(res.json.paths)).toContain('/api/health/live');
});
