// @ts-check
/**
 * The job queue and its mail (part of `pnpm bench:api`): the server on the embedded PostgreSQL
 * with SMTP pointed at a receiver in this process (smtp-server), then
 * - how long a password reset mail takes from the request to the SMTP server taking it, for
 *   `latencySamples` requests one after another (the target: within 2 s);
 * - the queue's throughput: `throughputJobs` reset requests sent at once on 16 connections, and
 *   how many mails a second arrive until the last (each a job: fetched, its link read, the mail
 *   written and handed over by SMTP).
 * Returns its table; writes bench-results/mail-bench.json. MAIL_BENCH_SAMPLES and MAIL_BENCH_JOBS
 * make a quick run smaller.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMailReceiver } from 'api-server/testing/mail-receiver';
import { startServerProcess } from 'api-server/testing/server-process';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';

const latencySamples = Number(process.env.MAIL_BENCH_SAMPLES ?? 30);
/** Three mails an hour per account at most: the requests go to `throughputJobs / 3` accounts. */
const throughputJobs = Number(process.env.MAIL_BENCH_JOBS ?? 300);
const lanes = 16;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** @param {{ url: string }} server @param {string} login */
const askForReset = (server, login) =>
  fetch(`${server.url}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login }),
  }).then((response) => {
    if (response.status !== 202) throw new Error(`A reset request answered ${response.status}.`);
  });

export async function mailQueueBench() {
  const mail = await startMailReceiver();
  const server = await startServerProcess({
    env: {
      SOCIAL_SMTP_URL: mail.smtpUrl,
      SOCIAL_MAIL_FROM: 'bench@social.example',
      SOCIAL_PUBLIC_URL: 'https://social.example',
      SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '0',
      SOCIAL_ADDRESS_CALLS_PER_MINUTE: '0',
      SOCIAL_WRITES_PER_MINUTE: '0',
    },
  });
  try {
    // The latency's accounts, then those the throughput's requests share, three each.
    const shared = Math.ceil(throughputJobs / 3);
    const accounts = latencySamples + shared;
    for (let index = 0; index < accounts; index += 1) {
      const body = {
        username: `mail${index}`,
        password: 'bench-password-long',
        firstName: 'Mail',
        lastName: `No${index}`,
        email: `mail${index}@example.com`,
      };
      const answer = await fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.status !== 201) throw new Error(`A signup answered ${answer.status}.`);
    }

    const latencies = [];
    for (let sample = 0; sample < latencySamples; sample += 1) {
      const arriving = mail.nth(mail.received.length + 1);
      const started = Date.now();
      await askForReset(server, `mail${sample}`);
      const received = await arriving;
      latencies.push(received.at - started);
    }
    latencies.sort((a, b) => a - b);

    const before = mail.received.length;
    const requests = Array.from({ length: throughputJobs }, (_, index) => `mail${latencySamples + (index % shared)}`);
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < requests.length) await askForReset(server, /** @type {string} */ (requests[next++]));
      }),
    );
    const answeredMs = Date.now() - started;
    const last = await mail.nth(before + throughputJobs);
    const drainedMs = last.at - started;

    const result = {
      latency: { samples: latencySamples, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) },
      throughput: { jobs: throughputJobs, connections: lanes, answeredMs, drainedMs, jobsPerSecond: throughputJobs / (drainedMs / 1000) },
    };
    const table = [
      '| the job queue and its mail, embedded PostgreSQL | figure |',
      '| --- | ---: |',
      `| a reset mail, request to SMTP server (${latencySamples} one after another): p50 / p99 / max | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms |`,
      `| ${throughputJobs} reset requests at once (${lanes} connections): all answered | ${answeredMs} ms |`,
      `| ... the last of their mails taken by the SMTP server | ${drainedMs} ms |`,
      `| queue throughput, mail jobs (each fetched, its mail written and sent over SMTP) | ${result.throughput.jobsPerSecond.toFixed(0)} jobs/s |`,
    ].join('\n');
    const outDir = path.join(workspaceRoot, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'mail-bench.json'), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
    return table;
  } finally {
    await server.stop();
    await mail.close();
  }
}
