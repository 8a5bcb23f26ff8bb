import net from 'node:net';

// A TCP relay to a database that a test (or the bench) cuts and restores: "away" as an app sees a
// restart or failover (refused connections, every open one dropped), on loopback only.
export interface TcpRelay {
  port: number;
  url: string; // the target's URL with the relay's address
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpRelay(targetUrl: string, port: number, { up = true } = {}): Promise<TcpRelay> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = async () => {
    server = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [inbound, outbound]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          sockets.delete(s);
          // one side gone: the other goes too, as a dead server's connections do
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
  };
  const cut = async () => {
    const s = server;
    server = null;
    for (const x of sockets) x.destroy();
    if (s) await new Promise((r) => s.close(r));
  };
  if (up) await open();
  const via = new URL(targetUrl);
  via.hostname = '127.0.0.1';
  via.port = String(port);
  return { port, url: via.toString(), cut, restore: () => (server ? Promise.resolve() : open()), close: cut };
}
