// What the feed shows while it works: on a terminal a progress bar per file (bytes sent, then the import job's rows);
// otherwise (cron, systemd, a pipe) one log line per step, with a time stamp, for the journal.
import cliProgress from 'cli-progress';
import type { Job } from '../client/index.ts';

export interface Progress {
  /** Starting to send a file of `bytes`. */
  sending(file: string, bytes: number): void;
  /** `sent` bytes of the current file are on their way. */
  sent(sent: number): void;
  /** The hub answered the upload. */
  answered(file: string, status: number, jobId: string | undefined): void;
  /** A state of the file's import job was read. */
  job(file: string, job: Job): void;
  /** The file is dealt with (`movedTo` is where it went) or was left for a later run. */
  finished(file: string, summary: string): void;
  /** Anything else worth a line: a retry, a skipped file, an error. */
  note(message: string): void;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export class LogProgress implements Progress {
  private lastJobState = '';
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

  private line(message: string) {
    this.write(`${new Date().toISOString()} ${message}`);
  }
  sending(file: string, bytes: number) {
    this.lastJobState = '';
    this.line(`${file}: sending ${bytes} bytes (${mib(bytes)})`);
  }
  sent() {}
  answered(file: string, status: number, jobId: string | undefined) {
    this.line(`${file}: hub answered ${status}${jobId ? `, job ${jobId}` : ''}`);
  }
  job(file: string, job: Job) {
    // One line per state the job passes through (queued, running, completed), not one per poll.
    if (job.status === this.lastJobState) return;
    this.lastJobState = job.status;
    this.line(`${file}: job ${job.status} ${job.progress.processed}/${job.progress.total} rows`);
  }
  finished(file: string, summary: string) {
    this.line(`${file}: ${summary}`);
  }
  note(message: string) {
    this.line(message);
  }
}

export class BarProgress implements Progress {
  private bar: cliProgress.SingleBar | undefined;

  sending(file: string, bytes: number) {
    this.bar?.stop();
    this.bar = new cliProgress.SingleBar(
      { format: `${file.padEnd(24).slice(0, 24)} {phase} [{bar}] {percentage}% {value}/{total} {unit}`, hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    this.bar.start(Math.max(bytes, 1), 0, { phase: 'upload', unit: 'bytes' });
  }
  sent(sent: number) {
    this.bar?.update(sent);
  }
  answered() {
    this.bar?.update(this.bar.getTotal());
  }
  job(_file: string, job: Job) {
    if (!this.bar) return;
    this.bar.setTotal(Math.max(job.progress.total, 1));
    this.bar.update(job.progress.processed, { phase: job.status.padEnd(9).slice(0, 9), unit: 'rows' });
  }
  finished(file: string, summary: string) {
    this.bar?.stop();
    this.bar = undefined;
    process.stdout.write(`${file}: ${summary}\n`);
  }
  note(message: string) {
    if (this.bar) process.stdout.write('\n');
    process.stdout.write(`${message}\n`);
  }
}
