import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ABANDONED_AFTER_MS,
  makeUploadDir,
  pidIsRunning,
  type ProcessIdentity,
  sweepAbandonedUploadDirs,
  thisProcess,
} from './uploadTempDirs';

/** The pid of a process that ran and has exited, as a crashed Painel's would be. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid;
  await new Promise((resolve) => child.once('exit', resolve));
  if (pid === undefined) throw new Error('no pid');
  return pid;
}

describe('upload folders left behind', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'painel-sweep-test-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const withFile = async (dir: string) => {
    await writeFile(join(dir, '0'), 'half an upload');
    return dir.split('/').pop() ?? '';
  };

  it('removes the folder of a process that died mid-upload, and keeps a live replica’s', async () => {
    const dead: ProcessIdentity = { ...thisProcess, pid: await deadPid(), startedAt: 1 };
    expect(pidIsRunning(dead.pid)).toBe(false);
    const crashed = await withFile(await makeUploadDir(root, dead));
    // Another replica on this machine, uploading right now: its pid runs.
    const replica: ProcessIdentity = { ...thisProcess, pid: process.ppid, startedAt: 2 };
    const live = await withFile(await makeUploadDir(root, replica));
    const mine = await withFile(await makeUploadDir(root));
    // A replica on another machine sharing the directory: its pid means nothing here.
    const elsewhere = await withFile(await makeUploadDir(root, { ...dead, hostname: 'other-host' }));
    const unrelated = join(root, 'someone-elses-folder');
    await mkdir(unrelated);

    const removed = await sweepAbandonedUploadDirs({ root });
    expect(removed).toEqual([crashed]);
    expect((await readdir(root)).sort()).toEqual([live, mine, elsewhere, 'someone-elses-folder'].sort());
  });

  it('removes a folder of an earlier process that had this very pid (a restarted container)', async () => {
    const earlier = await withFile(
      await makeUploadDir(root, { ...thisProcess, startedAt: thisProcess.startedAt - 60_000 }),
    );
    const mine = await withFile(await makeUploadDir(root));
    expect(await sweepAbandonedUploadDirs({ root })).toEqual([earlier]);
    expect(await readdir(root)).toEqual([mine]);
  });

  it('removes any upload folder untouched for longer than an upload can last, whoever owned it', async () => {
    const old = join(root, 'painel-upload-AbC123');
    await mkdir(old);
    const elsewhere = await makeUploadDir(root, { hostname: 'other-host', pid: 7, startedAt: 3 });
    const fresh = await makeUploadDir(root, { hostname: 'other-host', pid: 8, startedAt: 4 });
    const longAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000);
    await utimes(old, longAgo, longAgo);
    await utimes(elsewhere, longAgo, longAgo);
    const removed = await sweepAbandonedUploadDirs({ root, isRunning: () => true });
    expect(removed.sort()).toEqual(['painel-upload-AbC123', elsewhere.split('/').pop()].sort());
    expect(await readdir(root)).toEqual([fresh.split('/').pop()]);
  });
});
