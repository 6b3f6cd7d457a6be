import { readlinkSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { hostname as osHostname, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The temporary folders uploads spool into, and how a new process removes those a crashed one
 * left behind. A folder is named after its owner: `painel-upload_<host>_<pid>_<start ms>_XXXXXX`.
 * Several processes may share one tmp directory (replicas on one machine, or containers sharing
 * a volume), so a folder is removed only when its owner is certainly gone: same host and pid
 * namespace, and its pid
 * is not running or is ours but from an earlier start; or, whoever owned it, it is untouched for
 * longer than any upload can last (an owner on another host cannot be asked).
 */
const PREFIX = 'painel-upload_';
const OWNED = /^painel-upload_(.+)_(\d+)_(\d+)_[A-Za-z0-9]{6}$/;
/** Folders from before owners were named (`painel-upload-XXXXXX`): only their age tells. */
const UNOWNED = /^painel-upload-[A-Za-z0-9]{6}$/;

/** An upload request ends long before this (body and request time-outs are minutes at most). */
export const ABANDONED_AFTER_MS = 6 * 60 * 60_000;

export interface ProcessIdentity {
  hostname: string;
  pid: number;
  /** When this process started (ms since the epoch): tells us from an earlier process with our pid. */
  startedAt: number;
}

/**
 * The host name plus, on Linux, the pid namespace: containers that share a host name (host
 * networking) but not their pids must not judge each other's pids.
 */
function machineName(): string {
  const host = osHostname().replace(/[^A-Za-z0-9.-]/g, '-') || 'host';
  try {
    const namespace = /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1];
    return namespace ? `${host}.ns${namespace}` : host;
  } catch {
    return host;
  }
}

export const thisProcess: ProcessIdentity = {
  hostname: machineName(),
  pid: process.pid,
  startedAt: Math.round(Date.now() - process.uptime() * 1000),
};

export function uploadTmpRoot(root?: string): string {
  return root ?? tmpdir();
}

/** A fresh 0700 folder for one upload, named after this process. */
export function makeUploadDir(
  root: string | undefined,
  owner: ProcessIdentity = thisProcess,
): Promise<string> {
  return mkdtemp(join(uploadTmpRoot(root), `${PREFIX}${owner.hostname}_${owner.pid}_${owner.startedAt}_`));
}

/** Whether a process with this pid runs on this machine (a pid we may not signal still runs). */
export function pidIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface SweepOptions {
  root?: string;
  self?: ProcessIdentity;
  now?: number;
  isRunning?: (pid: number) => boolean;
}

function ownerIsGone(name: string, self: ProcessIdentity, isRunning: (pid: number) => boolean): boolean {
  const owned = OWNED.exec(name);
  if (!owned) return false;
  const [, host, pidText, startedText] = owned;
  if (host !== self.hostname) return false;
  const pid = Number(pidText);
  if (pid === self.pid) return Number(startedText) !== self.startedAt;
  return !isRunning(pid);
}

/** Removes the upload folders whose owner is gone; returns their names. Never throws. */
export async function sweepAbandonedUploadDirs(options: SweepOptions = {}): Promise<string[]> {
  const root = uploadTmpRoot(options.root);
  const self = options.self ?? thisProcess;
  const now = options.now ?? Date.now();
  const isRunning = options.isRunning ?? pidIsRunning;
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!OWNED.test(name) && !UNOWNED.test(name)) continue;
    const path = join(root, name);
    try {
      const info = await stat(path);
      if (!info.isDirectory()) continue;
      const abandoned = now - info.mtimeMs > ABANDONED_AFTER_MS;
      if (!abandoned && !ownerIsGone(name, self, isRunning)) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: nothing to do.
    }
  }
  return removed;
}
