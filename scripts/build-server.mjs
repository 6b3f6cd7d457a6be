// Bundles the Node side (entry, bff, sandbox, contract) into dist/server with esbuild.
// Dependencies stay in node_modules (packages: 'external'); only our own code is bundled.
import { build } from 'esbuild';

const entries = { main: 'src/main.ts' };

await build({
  entryPoints: entries,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server');
