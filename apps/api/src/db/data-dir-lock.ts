// The embedded database belongs to one process (issue 24, item 2): two processes writing the same PGlite files
// issue the same ids twice and lose orders. Before it is opened, its folder is locked by a file beside it that
// names the process holding it. A lock whose process is gone (killed, the machine restarted) is taken over, so a
// restart never waits. PostgreSQL's postmaster.pid works the same way.
//
// A lock counts as held while its process runs. Process ids come back into use, so the lock also records when the
// process started (Linux's /proc), and a live process with the same id but another start time does not hold it.
// Neither does this process's own id: a container restarted after a kill often gets the id its last run had.
import { hostname } from 'node:os';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface LockHolder {
  pid: number;
  /** Clock ticks after boot at which the process started (Linux); null where it cannot be read. */
  startTime: string | null;
  host: string;
  /** How the process was started, to name it in the message. */
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    lockFile: string,
  ) {
    const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
    super(
      `The database in ${dir} is in use by process ${holder.pid}${where} (${holder.command}), running since ` +
        `${holder.since}. Only one process may open it: stop that one first, or give this one another ` +
        `DATA_DIR. (If that process is gone, delete ${lockFile}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The process's start time from /proc/<pid>/stat (field 22), or null (not Linux, or no such process). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in brackets and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  // Another machine's process cannot be checked from here.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(holder.pid);
  return holder.startTime === null || started === null || started === holder.startTime;
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Not ours to read (written by hand, or by something else): treated as held rather than deleted.
    return { pid: -1, startTime: null, host: 'unknown', command: 'unreadable lock file', since: 'unknown' };
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Locks `dir` for this process through `<dir>.lock`, or throws DataDirLockedError naming the process that holds
 * it. The lock is released by `release()` or when the process exits.
 */
export function lockDataDir(dir: string): DataDirLock {
  const lockFile = `${dir}.lock`;
  const me: LockHolder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    since: new Date().toISOString(),
  };
  // Written whole under a name of its own, then linked into place: the lock never exists half-written, and the
  // link fails if another process's lock is already there.
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, lockFile);
        return holding(lockFile, me);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockFile);
      if (holder && isRunning(holder)) throw new DataDirLockedError(dir, holder, lockFile);
      // Left by a process that is gone: taken over.
      rmSync(lockFile, { force: true });
    }
    throw new Error(`Could not lock ${dir}: ${lockFile} keeps coming back`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function holding(lockFile: string, me: LockHolder): DataDirLock {
  const release = () => {
    process.off('exit', release);
    const holder = readHolder(lockFile);
    if (holder?.pid === me.pid && holder.since === me.since) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return { release };
}
