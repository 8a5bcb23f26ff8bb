// pglite-socket serves every connection from one PGlite session through a queue of protocol messages.
// Outside a transaction it takes the next message from any connection, so the Parse, Bind, Execute and
// Sync that node-postgres sends for one query can interleave with another connection's: the other's
// Parse replaces the unnamed statement and the first fails with "unnamed prepared statement does not
// exist" (seen with two servers on one embedded database) or, worse, runs the other's statement.
// This keeps a connection's extended-protocol batch together until its Sync, as a real server does,
// and does not leave the queue stalled after a failed message.

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (e: unknown) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

interface Session {
  isInTransaction(): boolean;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, opts: { onRawData: (d: Uint8Array) => void }): Promise<unknown>;
}

// Parse, Bind, Describe, Execute, Close, Flush open (or continue) a batch; Sync closes it.
const BATCH = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
const SYNC = 0x53;

export function keepBatchesTogether(queue: QueryQueue, db: Session): void {
  const open = new Set<number>();
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (open.delete(handlerId)) void queue.processQueue();
  };
  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length) {
        const owner = this.lastHandlerId;
        const sticky = owner !== null && (open.has(owner) || db.isInTransaction());
        const at = sticky ? this.queue.findIndex((q) => q.handlerId === owner) : 0;
        if (at === -1) break; // the owner's next message will start the queue again
        const [item] = this.queue.splice(at, 1);
        const type = item.message[0];
        if (BATCH.has(type)) open.add(item.handlerId);
        else if (type === SYNC) open.delete(item.handlerId);
        let bytes = 0;
        try {
          await db.runExclusive(() => db.execProtocolRawStream(item.message, { onRawData: (d) => ((bytes += d.length), item.onData(d)) }));
        } catch (e) {
          open.delete(item.handlerId);
          item.reject(e);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}
