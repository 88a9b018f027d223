// Mail sent as a job (decision 014): queued in the transaction of the change it tells of, so a rolled-back change
// queues nothing and a committed one always has its mail; the job worker sends it after commit (server.ts).
import type { Database } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import type { Mail } from './mailer';

export const MAIL_JOB = 'mail';

export const queueMail = (db: Database, mail: Mail) => enqueueJob(db, MAIL_JOB, mail);
