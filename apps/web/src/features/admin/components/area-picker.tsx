import { useState } from 'react';
import type { Area, State } from '@oko/shared/schemas/geo';
import { useStateAreas } from '../api/areas';
import { NamedOptions } from './admin-ui';

// Issue 42 on a phone: a zone's local government areas, one state's at a time under a state select, folded away
// until opened, so a channel's zones stay a screen or two long. An area's zone wins over its state's.

/** The zone's areas: those chosen (by name, a tap removes one) and the chosen state's to pick from. */
export function AreaPicker({
  states,
  chosen,
  onChange,
}: {
  states: State[];
  chosen: Area[];
  onChange: (areas: Area[]) => void;
}) {
  const [stateId, setStateId] = useState<number | null>(chosen[0]?.state_id ?? null);
  const areas = useStateAreas(stateId);
  const chosenIds = new Set(chosen.map((area) => area.id));
  const toggle = (area: Area, on: boolean) =>
    onChange(on ? [...chosen, area] : chosen.filter((entry) => entry.id !== area.id));
  return (
    <details className="rounded border border-stone-200 px-2 py-1 text-sm">
      <summary className="cursor-pointer py-1 font-medium">
        Areas ({chosen.length}){chosen.length > 0 ? `: ${chosen.map((area) => area.name).join(', ')}` : ''}
      </summary>
      <p className="py-1 text-xs text-stone-600">
        An area here is priced by this zone, even when its state is in another zone.
      </p>
      <label className="flex flex-col py-1">
        State
        <select
          className="w-full rounded-md border border-stone-300 px-2 py-1.5 text-stone-900"
          value={stateId ?? ''}
          onChange={(event) => setStateId(event.target.value ? Number(event.target.value) : null)}
        >
          <NamedOptions none="Choose a state" entries={states} />
        </select>
      </label>
      {areas.isError && <p className="text-red-600">We could not load the areas. Please try again.</p>}
      {areas.data && (
        <fieldset className="grid grid-cols-2 gap-x-2">
          <legend className="sr-only">
            Areas of {states.find((state) => state.id === stateId)?.name ?? 'the state'}
          </legend>
          {areas.data.map((area) => (
            <label key={area.id} className="flex items-center gap-2 py-1 break-words">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-green-700"
                checked={chosenIds.has(area.id)}
                onChange={(event) => toggle(area, event.target.checked)}
              />
              {area.name}
            </label>
          ))}
        </fieldset>
      )}
    </details>
  );
}
