// A standing order's own mails (issue 40): the usual order mails go with each placed order; these tell the
// shopper what the generator could not do as asked. Queued in the run's transaction, rendered by the worker.
import { BRAND } from '@oko/shared/constants';
import {
  addDays,
  formatLagosDay,
  formatLagosMoment,
  formatLagosTime,
  formatWindow,
  lagosDay,
  lagosIso,
} from '@oko/shared/lagos-time';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryWindows, standingOrderRuns, standingOrders, users } from '../db/schema';
import type { JobHandlers, JobPayload } from '../jobs/kinds';
import type { Mail, Mailer } from '../mail/mailer';
import { brandedHtml, escapeHtml } from '../mail/templates';
import { findStandingOrderLeadHours } from '../settings/queries';
import { listLines, pausedFor } from './standing-orders';
import { findUnitDetails } from '../catalog/queries';
import { unitLabel } from '@oko/shared/units';

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

/** "today at 18:00", "tomorrow at 18:00", "Mon 30 Nov at 18:00": when the box's changes close, seen from `now`. */
function closesWhen(closesAt: Date, now: Date): string {
  const day = lagosDay(closesAt);
  const when =
    day === lagosDay(now)
      ? 'today'
      : day === addDays(lagosDay(now), 1)
        ? 'tomorrow'
        : formatLagosDay(closesAt);
  return `${when} at ${formatLagosTime(closesAt)}`;
}

export interface ReminderFacts {
  to: string;
  name: string;
  /** "Sat 5 Dec". */
  day: string;
  window: string;
  closes: string;
  lines: string[];
  /** Where the shopper skips or changes it (My weekly orders), or null without the shop's address. */
  link: string | null;
}

/** "Your box for Sat 5 Dec closes tomorrow at 18:00: skip or change it" (issue 40). */
export function standingOrderReminder(facts: ReminderFacts): Mail {
  const headline = `Your box for ${facts.day} closes ${facts.closes}: skip or change it`;
  const body = [
    `${headline}.`,
    `It comes ${facts.window}, with:`,
    ...facts.lines.map((line) => `- ${line}`),
    `Until then you can skip it, change quantities or pause in My weekly orders${facts.link ? `: ${facts.link}` : ', in your account'}.`,
  ];
  return {
    to: facts.to,
    subject: `${BRAND}: ${headline.charAt(0).toLowerCase()}${headline.slice(1)}`,
    text: [`Hello ${facts.name},`, '', ...body, '', `${BRAND}: organically grown farm produce`].join('\n'),
    html: brandedHtml(body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')),
  };
}

/**
 * The reminder as things stand when it is sent: nothing when the standing order was cancelled or paused for the
 * window, or the window already has its run (skipped, or placed after all).
 */
async function reminderFacts(
  db: Database,
  standingOrderId: number,
  windowId: number,
  now: Date,
  siteUrl: string | undefined,
): Promise<ReminderFacts | undefined> {
  const [row] = await db
    .select({ order: standingOrders, email: users.email, name: users.name, window: deliveryWindows })
    .from(standingOrders)
    .innerJoin(users, eq(users.id, standingOrders.userId))
    .innerJoin(deliveryWindows, eq(deliveryWindows.id, windowId))
    .where(eq(standingOrders.id, standingOrderId));
  if (!row || row.order.status === 'cancelled' || pausedFor(row.order, row.window)) return undefined;
  const [run] = await db
    .select({ id: standingOrderRuns.id })
    .from(standingOrderRuns)
    .where(
      and(
        eq(standingOrderRuns.standingOrderId, standingOrderId),
        eq(standingOrderRuns.deliveryWindowId, windowId),
      ),
    );
  if (run) return undefined;
  const closesAt = new Date(
    row.window.cutoffAt.getTime() - (await findStandingOrderLeadHours(db)) * 3_600_000,
  );
  if (closesAt <= now) return undefined;
  const lines = await listLines(db, standingOrderId);
  const units = await findUnitDetails(
    db,
    lines.map((line) => line.productUnitId),
  );
  return {
    to: row.email,
    name: row.name,
    day: formatLagosDay(row.window.startsAt),
    window: formatWindow({ starts_at: lagosIso(row.window.startsAt), ends_at: lagosIso(row.window.endsAt) }),
    closes: closesWhen(closesAt, now),
    lines: lines.map((line) => {
      const unit = units.get(line.productUnitId);
      const label = unit
        ? `${unit.productName}, ${unitLabel(unit.unitNumber, { name: unit.unitName, symbol: unit.unitSymbol })}`
        : 'A product no longer sold';
      return `${line.quantity} × ${label}`;
    }),
    link: siteUrl ? `${siteUrl.replace(/\/$/, '')}/users/weekly-orders` : null,
  };
}

export const standingOrderMailJobHandlers = (
  db: Database,
  mailer: Mailer,
  clock: () => Date = () => new Date(),
  siteUrl?: string,
): JobHandlers => ({
  'standing-order-mail': async ({ mail, runId }) => {
    const facts = await runFacts(db, runId);
    if (facts) await mailer.send(standingOrderMail(mail, facts));
  },
  'standing-order-reminder': async ({ standingOrderId, windowId }) => {
    const facts = await reminderFacts(db, standingOrderId, windowId, clock(), siteUrl);
    if (facts) await mailer.send(standingOrderReminder(facts));
  },
});
