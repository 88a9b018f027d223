import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { orderStatusLabel, type OrderTracking } from '@oko/shared/schemas/order';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';
import { timelineSteps } from '../utils/order-timeline';

/** The order's progress as an ordered list; the step it is at carries aria-current="step". */
export function StatusTimeline({ tracking }: { tracking: OrderTracking }) {
  // Relative times are counted from when the page showed the timeline.
  const [now] = useState(Date.now);
  const steps = timelineSteps(tracking);
  return (
    <ol aria-label="Order progress" className="flex flex-col">
      {steps.map((step, index) => {
        const reached = step.state !== 'upcoming';
        const cancelled = step.status === 'cancelled';
        const last = index === steps.length - 1;
        return (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={clsx(
                  'absolute top-8 left-[0.9375rem] h-[calc(100%-2rem)] w-0.5',
                  steps[index + 1]?.state === 'upcoming' ? 'bg-stone-200' : 'bg-green-600',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={clsx(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                cancelled
                  ? 'border-red-600 bg-red-600 text-white'
                  : step.state === 'current'
                    ? 'border-green-700 bg-green-700 text-white ring-4 ring-green-100'
                    : reached
                      ? 'border-green-600 bg-white text-green-700'
                      : 'border-stone-300 bg-white text-stone-400',
              )}
            >
              {cancelled ? <X className="size-4" /> : reached && <Check className="size-4" />}
            </span>
            <div className={clsx('flex flex-col gap-0.5 pt-1', !reached && 'text-stone-500')}>
              <span
                className={
                  cancelled
                    ? 'font-semibold text-red-800'
                    : step.state === 'current'
                      ? 'font-semibold text-stone-900'
                      : reached
                        ? 'font-medium text-stone-800'
                        : 'font-medium text-stone-500'
                }
              >
                {orderStatusLabel(step.status, tracking.pickup)}
              </span>
              {step.at ? (
                <span className="text-sm text-stone-600">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                  {' · '}
                  {formatRelativeTime(step.at, now)}
                </span>
              ) : (
                <span className="text-sm">{reached ? 'Passed' : 'Not yet'}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
