import net from 'node:net';

// A port nothing listens on now, chosen by the system: a fixed or computed port can collide with an
// ephemeral one already taken (the embedded database's socket, another run's server).
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}
