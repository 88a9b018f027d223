// A standing order's own mails (issue 40): the usual order mails go with each placed order; these tell the
// shopper what the generator could not do as asked. Queued in the run's transaction, rendered by the worker.
import { BRAND } from '@oko/shared/constants';
import { formatLagosMoment, formatWindow, lagosIso } from '@oko/shared/lagos-time';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryWindows, standingOrderRuns, standingOrders, users } from '../db/schema';
import type { JobHandlers, JobPayload } from '../jobs/kinds';
import type { Mail, Mailer } from '../mail/mailer';
import { brandedHtml, escapeHtml } from '../mail/templates';

type RunMail = JobPayload<'standing-order-mail'>['mail'];

interface RunFacts {
  to: string;
  name: string;
  box: string;
  cutoff: string;
  short: { name: string; asked: number; placed: number }[];
  problem: string | null;
  orderId: number | null;
}

export function standingOrderMail(mail: RunMail, facts: RunFacts): Mail {
  const subjects: Record<RunMail, string> = {
    missed: `${BRAND}: your box for ${facts.box} was not placed`,
    short: `${BRAND}: your box for ${facts.box} is short`,
    failed: `${BRAND}: your box for ${facts.box} could not be placed`,
    declined: `${BRAND}: your card was declined for your box for ${facts.box}`,
  };
  const shortLines = facts.short.map((line) =>
    line.placed === 0
      ? `${line.name}: out of stock, left out (you asked for ${line.asked})`
      : `${line.name}: ${line.placed} of the ${line.asked} you asked for`,
  );
  const body: Record<RunMail, string[]> = {
    missed: [
      `Your weekly order's box for ${facts.box} was not placed before its orders closed, so it will not come.`,
      'Your next boxes come as usual.',
    ],
    short:
      facts.orderId === null
        ? ['Nothing of your weekly order is in stock for this delivery, so no box was placed:', ...shortLines]
        : [`Your box (order #${facts.orderId}) is placed, but some of it ran short:`, ...shortLines],
    failed: [
      `Your weekly order's box could not be placed: ${facts.problem ?? 'the delivery could not take it'}.`,
    ],
    declined: [
      `Your card was declined: pay for your box by ${facts.cutoff}, with Pay now on order #${facts.orderId ?? ''}.`,
      'Unpaid at that time, the box is cancelled.',
    ],
  };
  const lines = [`Hello ${facts.name},`, '', ...body[mail], '', `${BRAND}: organically grown farm produce`];
  return {
    to: facts.to,
    subject: subjects[mail],
    text: lines.join('\n'),
    html: brandedHtml(body[mail].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')),
  };
}

async function runFacts(db: Database, runId: number): Promise<RunFacts | undefined> {
  const [row] = await db
    .select({
      run: standingOrderRuns,
      email: users.email,
      name: users.name,
      startsAt: deliveryWindows.startsAt,
      endsAt: deliveryWindows.endsAt,
      cutoffAt: deliveryWindows.cutoffAt,
    })
    .from(standingOrderRuns)
    .innerJoin(standingOrders, eq(standingOrders.id, standingOrderRuns.standingOrderId))
    .innerJoin(users, eq(users.id, standingOrders.userId))
    .innerJoin(deliveryWindows, eq(deliveryWindows.id, standingOrderRuns.deliveryWindowId))
    .where(eq(standingOrderRuns.id, runId));
  if (!row) return undefined;
  return {
    to: row.email,
    name: row.name,
    box: formatWindow({ starts_at: lagosIso(row.startsAt), ends_at: lagosIso(row.endsAt) }),
    cutoff: formatLagosMoment(row.cutoffAt),
    short: row.run.short ?? [],
    problem: row.run.problem,
    orderId: row.run.orderId,
  };
}

export const standingOrderMailJobHandlers = (db: Database, mailer: Mailer): JobHandlers => ({
  'standing-order-mail': async ({ mail, runId }) => {
    const facts = await runFacts(db, runId);
    if (facts) await mailer.send(standingOrderMail(mail, facts));
  },
});
