import clsx from 'clsx';
import { focusRing } from '@/components/ui/focus-ring';
import { type KeyboardEvent, useId, useState } from 'react';
import type { PickupPoint } from '../api/get-pickup-points';

// Spec section 2, "Other views": two tabs, the first the default; the strip is 654px wide on large screens.
// The tabs list the shop's pick-up points (decision 018): "Pick-up Location" where and when to collect, the
// point's delivery channel, and a "Collect here" button choosing that point; "Pick-up Address" each point's address.
// One channel may have several points, so each button is named by its point ("Collect here: Ikeja hub"): the
// visible words begin the name, so a speech user can say them (axe's label-content-name-mismatch).
const TABS = [
  { label: 'Pick-up Location', empty: 'No Pickup Location yet' },
  { label: 'Pick-up Address', empty: 'No Pickup Address yet' },
] as const;

export type DeliveryTabsProps = {
  points: PickupPoint[];
  /** The point the order goes to (of the channel chosen in the order form): it says so instead of the button. */
  chosenPointId: number | null;
  onChoosePoint: (point: PickupPoint) => void;
};

export function DeliveryTabs({ points, chosenPointId, onChoosePoint }: DeliveryTabsProps) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (selected + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const panels = [
    points.map((point) => (
      <li key={point.id} className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-stone-900">{point.name}</p>
          <p>{point.opening_hours}</p>
          <p className="text-xs">{point.delivery_channel_name}</p>
        </div>
        {point.id === chosenPointId ? (
          <span className="text-xs font-medium text-green-800">Chosen: {point.delivery_channel_name}</span>
        ) : (
          <button
            type="button"
            aria-label={`Collect here: ${point.name}`}
            onClick={() => onChoosePoint(point)}
            className={`rounded-md border border-green-700 px-3 py-1 text-xs font-medium text-green-800 hover:bg-green-50 ${focusRing}`}
          >
            Collect here
          </button>
        )}
      </li>
    )),
    points.map((point) => (
      <li key={point.id}>
        <p className="font-medium text-stone-900">{point.name}</p>
        <address className="not-italic">{point.address}</address>
      </li>
    )),
  ];
  return (
    <div>
      <div role="tablist" aria-label="Pick-up" className="flex w-full border-b border-stone-200 lg:w-[654px]">
        {TABS.map((tab, index) => (
          <button
            key={tab.label}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={selected === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={clsx(
              '-mb-px flex-1 border-b-2 px-4 py-2 text-sm font-medium',
              focusRing,
              selected === index
                ? 'border-green-700 text-green-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.label}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={selected !== index}
          className="py-4 text-sm text-stone-600"
        >
          {points.length === 0 ? tab.empty : <ul className="flex flex-col gap-3">{panels[index]}</ul>}
        </div>
      ))}
    </div>
  );
}
