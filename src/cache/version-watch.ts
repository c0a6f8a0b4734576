import type { TenantVersionRow, TenantVersions } from '../db/tenant-versions.ts';
import type { Logger } from '../logger.ts';

/**
 * The tenant cache's view of tenant_versions (src/db/tenant-versions.ts): the (tenant, topic) versions the last
 * successful poll read, and until when those polls vouch for the buckets made since (TenantCache's `watched`
 * buckets). A moved, new or vanished version calls `evict` for that tenant and topic.
 */
export class VersionWatch {
  /** Each (tenant, topic) version as the last poll read it; undefined until a poll has succeeded. */
  private versions: Map<string, string> | undefined;
  /** The digest of the table the last successful poll read (see readTenantVersions). */
  private digest: string | undefined;
  /** Watched buckets are current until then: a poll's send time plus the lifetime (see apply). */
  private verifiedUntil = 0;
  private poll: { timer?: NodeJS.Timeout; running?: Promise<void>; closed: boolean } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly evict: (siteId: string, environment: string, topic: string) => void,
  ) {}

  /** Whether a poll has succeeded: only buckets made from then on are watched. */
  get watching(): boolean {
    return this.versions !== undefined;
  }

  /** Whether the polls still vouch for a watched bucket at `now`. */
  vouchesAt(now: number): boolean {
    return now < this.verifiedUntil;
  }

  /**
   * One poll's answer, read from a query sent at `sentAt`: evicts every (tenant, topic) whose version moved since
   * the previous answer (or appeared, or vanished). A write that committed before the query was sent is in the
   * answer, so a bucket older than that write is dropped now, Redis or not; and a bucket made after this answer
   * (watched) is current until `sentAt` plus the lifetime, which the next polls extend. When polls stop
   * succeeding, watched buckets fall back to their lifetime, so a lost announcement is never kept longer than
   * that. The first answer evicts nothing: buckets made before it are unwatched and keep their plain lifetime.
   */
  private apply(rows: readonly TenantVersionRow[], sentAt: number): void {
    const previous = this.versions;
    const next = new Map<string, string>();
    for (const row of rows) {
      const key = `${row.siteId}\u0000${row.environment}\u0000${row.topic}`;
      next.set(key, row.version);
      if (previous && previous.get(key) !== row.version) this.evict(row.siteId, row.environment, row.topic);
    }
    if (previous) {
      for (const key of previous.keys()) {
        if (next.has(key)) continue;
        const [siteId, environment, topic] = key.split('\u0000') as [string, string, string];
        this.evict(siteId, environment, topic);
      }
    }
    this.versions = next;
    this.vouch(sentAt);
  }

  /**
   * One poll's answer: its rows applied when the table changed; else (the digest the poll sent, so a previous
   * answer's rows are still the table's) nothing moved, and the answer only vouches.
   */
  applyRead(read: TenantVersions, sentAt: number): void {
    if (read.rows) this.apply(read.rows, sentAt);
    else this.vouch(sentAt);
    this.digest = read.digest;
  }

  private vouch(sentAt: number): void {
    this.verifiedUntil = Math.max(this.verifiedUntil, sentAt + this.ttlMs);
  }

  /**
   * Reads the table every `everyMs` until stop (its rows only when its digest moved since the last answer): well
   * under the lifetime, so a slow or failed poll or two does not expire the watched buckets. The first read is sent
   * at once, not awaited: a process whose database is down still starts, and its buckets keep the plain lifetime
   * until a poll succeeds. A second call replaces the first poller.
   */
  start(read: (known: string | undefined) => Promise<TenantVersions>, log: Logger, everyMs: number): void {
    void this.stop();
    const poll = (this.poll = { closed: false } as NonNullable<VersionWatch['poll']>);
    const tick = () => {
      const sentAt = Date.now();
      poll.running = read(this.digest)
        .then((answer) => void (poll.closed || this.applyRead(answer, sentAt)))
        .catch((err: Error) => void (poll.closed || log.warn({ err: err.message }, 'tenant version poll failed')))
        .finally(() => {
          if (!poll.closed) poll.timer = setTimeout(tick, everyMs).unref();
        });
    };
    tick();
  }

  /** Stops the poll (its last read settles on its own and changes nothing). */
  stop(): Promise<void> | undefined {
    if (!this.poll) return;
    this.poll.closed = true;
    clearTimeout(this.poll.timer);
    return this.poll.running;
  }
}
