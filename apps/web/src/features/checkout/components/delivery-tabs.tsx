import clsx from 'clsx';
import { type KeyboardEvent, useId, useState } from 'react';

// Spec section 2, "Other views": two tabs, the first the default; the strip is 654px wide on large screens.
const TABS = [
  { label: 'Pick-up Location', empty: 'No Pickup Location yet' },
  { label: 'Pick-up Address', empty: 'No Pickup Address yet' },
] as const;

export function DeliveryTabs() {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (selected + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
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
          {tab.empty}
        </div>
      ))}
    </div>
  );
}
