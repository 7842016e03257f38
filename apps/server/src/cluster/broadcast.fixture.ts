// A small cluster for broadcast.test.ts: three workers; the first broadcasts once all listen to it,
// and every process reports to the primary, which prints what it heard in the order it heard it.
import cluster from 'node:cluster';
import { broadcast, onBroadcast, relayBroadcasts } from './broadcast.ts';

if (cluster.isPrimary) {
  relayBroadcasts();
  const heard: string[] = [];
  const workers = [1, 2, 3].map((n) => cluster.fork({ FIXTURE_WORKER: String(n) }));
  let ready = 0;
  for (const worker of workers) {
    worker.on('message', (message: { report?: string; ready?: boolean }) => {
      if (message.ready && ++ready === workers.length) workers[0]!.send('go');
      if (!message.report) return;
      heard.push(message.report);
      if (message.report === 'worker 1 done') {
        console.log(heard.join('\n'));
        for (const w of workers) w.kill();
      }
    });
  }
} else {
  const me = process.env.FIXTURE_WORKER;
  onBroadcast<string>('greeting', (text) => process.send!({ report: `worker ${me} got ${text}` }));
  process.on('message', async (message) => {
    if (message !== 'go') return;
    await broadcast('greeting', 'hello');
    process.send!({ report: `worker ${me} done` });
  });
  process.send!({ ready: true });
}
