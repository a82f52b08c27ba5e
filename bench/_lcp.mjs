import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const url of process.argv.slice(2)) {
const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
const a = r.lhr.audits;
const m = a.metrics.details.items[0];
console.log(url, 'perf', r.lhr.categories.performance.score, 'FCP', Math.round(m.firstContentfulPaint), 'LCP', Math.round(m.largestContentfulPaint), 'obsFCP', m.observedFirstContentfulPaint, 'obsLCP', m.observedLargestContentfulPaint, 'obsDCL', m.observedDomContentLoaded, 'obsLoad', m.observedLoad);
const reqs = a['network-requests'].details.items.map(i => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.resourceType} ${Math.round(i.transferSize/1024)}k ${i.url.slice(-40)}`);
console.log(reqs.join('\n'));
}
await chrome.kill();
