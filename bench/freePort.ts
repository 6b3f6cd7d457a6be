import { createServer } from 'node:net';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/**
 * The first free port on 127.0.0.1 from `first` to `last`. Each benchmark keeps to its own range,
 * so it never meets another run's Painel.
 */
export async function freePort(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${first} to ${last}`);
}
