import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestServer {
  baseUrl: string;
  /** Every request the server answered through `reply`, in arrival order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export interface Reply {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * A stand-in vendor on 127.0.0.1 and a random port. `reply` gets each request with its whole body
 * and says what to answer; for misbehaviour (hangs, cut-offs) pass a raw `listener` instead.
 */
export async function startTestServer(
  behaviour: { reply: (request: ReceivedRequest) => Reply } | { listener: RequestListener },
): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const listener: RequestListener =
    'listener' in behaviour
      ? behaviour.listener
      : (req, res) => {
          const chunks: Buffer[] = [];
          req.on('data', (chunk: Buffer) => chunks.push(chunk));
          req.on('end', () => {
            const request: ReceivedRequest = {
              method: req.method ?? '',
              url: req.url ?? '',
              headers: req.headers,
              body: Buffer.concat(chunks),
            };
            received.push(request);
            const reply = behaviour.reply(request);
            res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
            res.end(reply.body);
          });
        };
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
