// A small cluster for cluster.test.ts: three workers each time a different number of requests of one
// route; once all have, the first scrapes as a worker serving GET /metrics would, and prints it.
import cluster from 'node:cluster';
import { joinClusterMetrics, scrape, serveClusterMetrics } from './cluster.ts';
import { requestDuration } from './metrics.ts';

if (cluster.isPrimary) {
  serveClusterMetrics();
  const workers = [1, 2, 3].map((n) => cluster.fork({ FIXTURE_WORKER: String(n) }));
  let ready = 0;
  for (const worker of workers) {
    worker.on('message', (message: { ready?: boolean; scraped?: string }) => {
      if (message.ready && ++ready === workers.length) workers[0]!.send('scrape');
      if (message.scraped === undefined) return;
      console.log(message.scraped);
      for (const w of workers) w.kill();
    });
  }
} else {
  joinClusterMetrics();
  const me = Number(process.env.FIXTURE_WORKER);
  for (let i = 0; i < me; i++) requestDuration.labels('GET', '/api/health', '200').observe(0.002 * me);
  process.on('message', async (message) => {
    if (message === 'scrape') process.send!({ scraped: await scrape() });
  });
  process.send!({ ready: true });
}
