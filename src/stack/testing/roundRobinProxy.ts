import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A round-robin HTTP proxy, streaming both ways (SSE included), as a load balancer would. */
export interface Proxy {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startProxy(port: number, targets: () => string[]): Promise<Proxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const list = targets();
    const target = new URL(list[next++ % list.length] ?? 'http://127.0.0.1:1');
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    outgoing.on('close', () => forward.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
