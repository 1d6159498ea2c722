import { createServer, type Socket } from 'node:net';

export interface HangingHost {
  /** `http://127.0.0.1:PORT`: every path on it hangs. */
  base: string;
  /** `127.0.0.1:PORT`, as a row's reason names the host. */
  host: string;
  /** Connections accepted so far. */
  connections(): number;
  /** Connections open now. */
  open(): number;
  close(): Promise<void>;
}

/**
 * An image host that accepts every connection on the loopback and never sends a byte (issue 23, item 5): what a
 * hostile or broken catalogue's host does to the rows that point at it until the fetch times out.
 */
export async function startHangingHost(): Promise<HangingHost> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    connections: () => connections,
    open: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
