// End-to-end tests use Debian's Chromium, never a browser download. This finds it, and on a
// machine where we are root and apt is present, installs it; otherwise it says exactly how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n=== installing Debian Chromium for the end-to-end tests (apt-get) ===');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
        stdio: 'inherit',
        env,
      });
    if (install && install.status === 0 && existsSync(chromiumPath())) return true;
  }
  console.error(
    `Chromium was not found at ${chromiumPath()}. Install it with ` +
      '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
  return false;
}
