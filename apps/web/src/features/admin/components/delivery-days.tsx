import type { UseQueryResult } from '@tanstack/react-query';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  WEEKDAY_NAMES,
  formatLagosMoment,
  formatWindow,
  lagosInstant,
  lagosIso,
} from '@oko/shared/lagos-time';
import {
  type AdminDeliveryChannel,
  type AdminDeliveryWindow,
  type ChannelScheduleInput,
  type ChannelZonesInput,
  channelScheduleSchema,
  channelZonesSchema,
  createDeliveryWindowSchema,
} from '@oko/shared/schemas/admin-delivery';
import { NIGERIA_REGIONS } from '@oko/shared/schemas/delivery';
import type { Area, State } from '@oko/shared/schemas/geo';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { getErrorMessage as problemOf } from '@/lib/api-errors';
import { inputResolver, useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useAddWindow, useEditWindow, useSaveSchedule, useSaveZones, useStates } from '../api/delivery-days';
import { NamedOptions, QueryResult } from './admin-ui';
import { AreaPicker } from './area-picker';

// Issue 26 on a phone: a channel's zones (states chosen by region), its weekly schedule, and the next 14 days'
// windows with their booked places, closed or resized with a tap.

/** A zone as the editor holds it: its areas with their names, for the picker to show. */
type ZoneDraft = { name: string; fee: string; state_ids: number[]; areas: Area[] };
type ZonesValues = { zones: ZoneDraft[] };
/** A window of the weekly schedule as typed: the hours and places are sent as numbers. */
type SlotDraft = WindowTimes & { weekday: number };
type ScheduleValues = { schedule: SlotDraft[] };

const inputClass = 'w-full rounded-md border border-stone-300 px-2 py-1.5 text-stone-900';

type DraftFieldProps = { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled box of an editor's draft: every text, time and date field of this page, with its message. */
const DraftField = forwardRef<HTMLInputElement, DraftFieldProps>(function DraftField(
  { label, className, error, ...input },
  ref,
) {
  return (
    <label className={className}>
      {label}
      <input ref={ref} className={inputClass} aria-invalid={error ? true : undefined} {...input} />
      {error && <span className="block text-red-600">{error}</span>}
    </label>
  );
});

/** A window's times and places as typed, by the API's names (its messages stand under them). */
type WindowTimes = { start_time: string; end_time: string; cutoff_hours: string; capacity: string };

const WINDOW_FIELDS = [
  { key: 'start_time', label: 'From', type: 'time' },
  { key: 'end_time', label: 'To', type: 'time' },
  { key: 'cutoff_hours', label: 'Orders close (hours before)', inputMode: 'numeric' },
  { key: 'capacity', label: 'Orders per window', inputMode: 'numeric' },
] as const satisfies readonly ({
  key: keyof WindowTimes;
  label: string;
} & InputHTMLAttributes<HTMLInputElement>)[];

/** A delivery channel to choose (`anyLabel`: an empty first choice, "all of them"). */
function ChannelSelect({
  channels,
  value,
  onChange,
  anyLabel,
  className,
}: {
  channels: AdminDeliveryChannel[];
  value: string;
  onChange: (value: string) => void;
  anyLabel?: string;
  className?: string;
}) {
  return (
    <label className={className}>
      Channel
      <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <NamedOptions none={anyLabel} entries={channels} />
      </select>
    </label>
  );
}

/** The editors' lesser buttons: add, remove, close, save one value. */
function SmallButton(props: Omit<ButtonProps, 'type' | 'variant' | 'size'>) {
  return <Button type="button" variant="secondary" size="sm" {...props} />;
}

/**
 * A window's from–to, when its orders close and its places: in the weekly schedule and a one-off window alike.
 * `inputOf` gives each box its value and change (a form's field, or a draft's).
 */
function WindowTimesFields({
  inputOf,
}: {
  inputOf: (key: keyof WindowTimes) => InputHTMLAttributes<HTMLInputElement> & { error?: string };
}) {
  return WINDOW_FIELDS.map(({ key, ...field }) => <DraftField key={key} {...field} {...inputOf(key)} />);
}

const zonesInput = ({ zones }: ZonesValues): ChannelZonesInput => ({
  zones: zones.map(({ areas, ...zone }) => ({ ...zone, area_ids: areas.map((area) => area.id) })),
});
const zonesResolver = inputResolver(channelZonesSchema, zonesInput);

export function ZonesEditor({ channel }: { channel: AdminDeliveryChannel }) {
  const states = useStates();
  const save = useSaveZones(channel.id);
  const notify = useNotifications((state) => state.addNotification);
  const form = useApiForm<ZonesValues>({
    schema: zonesResolver,
    defaultValues: {
      zones: channel.zones.map((zone) => ({
        name: zone.name,
        fee: zone.fee,
        state_ids: zone.state_ids,
        areas: zone.areas,
      })),
    },
    send: (values) => save.mutateAsync(zonesInput(values)),
    onSent: () => notify({ type: 'success', title: 'Delivery zones saved' }),
  });
  const list = useFieldArray({ control: form.control, name: 'zones' });
  const zones = form.watch('zones');
  const errors = form.formState.errors.zones;

  return (
    <form
      aria-label={`Zones of ${channel.name}`}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-stone-200 pt-3"
      onSubmit={form.onSubmit}
    >
      <h3 className="text-sm font-semibold text-stone-900">Zones</h3>
      <p className="text-xs text-stone-600">
        {list.fields.length === 0
          ? `No zones: delivers to every state at ₦${channel.fee}.`
          : 'Delivers only to the states and areas of its zones, at the zone’s fee.'}
      </p>
      {list.fields.map((entry, index) => (
        <fieldset key={entry.id} className="flex flex-col gap-2 rounded-md border border-stone-200 p-3">
          <legend className="px-1 text-sm font-medium">{zones[index]?.name || `Zone ${index + 1}`}</legend>
          <DraftField label="Zone name" className="text-sm" {...form.field(`zones.${index}.name`)} />
          <DraftField
            label="Zone fee (₦)"
            className="text-sm"
            inputMode="decimal"
            {...form.field(`zones.${index}.fee`)}
          />
          <StatePicker
            states={states.data ?? []}
            chosen={zones[index]?.state_ids ?? []}
            onChange={(ids) => form.setValue(`zones.${index}.state_ids`, ids)}
            error={errors?.[index]?.state_ids?.message}
          />
          <AreaPicker
            states={states.data ?? []}
            chosen={zones[index]?.areas ?? []}
            onChange={(areas) => form.setValue(`zones.${index}.areas`, areas)}
          />
          <SmallButton onClick={() => list.remove(index)}>Remove zone</SmallButton>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <SmallButton onClick={() => list.append({ name: '', fee: channel.fee, state_ids: [], areas: [] })}>
          Add zone
        </SmallButton>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Save zones
        </Button>
      </div>
      <FormError message={errors?.root?.message ?? errors?.message ?? form.formError} />
    </form>
  );
}

/** The 37 states by region: a region's box chooses all of it, each state's its own. */
function StatePicker({
  states,
  chosen,
  onChange,
  error,
}: {
  states: State[];
  chosen: number[];
  onChange: (stateIds: number[]) => void;
  /** "A zone needs at least one state or area", a state in two zones. */
  error?: string;
}) {
  const idOf = new Map(states.map((state) => [state.name, state.id]));
  const toggle = (ids: number[], on: boolean) =>
    onChange(on ? [...new Set([...chosen, ...ids])] : chosen.filter((id) => !ids.includes(id)));
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="font-medium">States ({chosen.length})</span>
      {Object.entries(NIGERIA_REGIONS).map(([region, names]) => {
        const ids = names.flatMap((name) => idOf.get(name) ?? []);
        const all = ids.length > 0 && ids.every((id) => chosen.includes(id));
        return (
          <details key={region} className="rounded border border-stone-200 px-2 py-1">
            <summary className="cursor-pointer py-1">
              {region} ({ids.filter((id) => chosen.includes(id)).length}/{ids.length})
            </summary>
            <label className="flex items-center gap-2 py-1 font-medium">
              <input
                type="checkbox"
                className="size-5 accent-green-700"
                checked={all}
                onChange={(e) => toggle(ids, e.target.checked)}
              />
              All of {region}
            </label>
            <div className="grid grid-cols-2 gap-x-2">
              {names.map((name) => {
                const id = idOf.get(name);
                if (id === undefined) return null;
                return (
                  <label key={name} className="flex items-center gap-2 py-1">
                    <input
                      type="checkbox"
                      className="size-5 accent-green-700"
                      checked={chosen.includes(id)}
                      onChange={(e) => toggle([id], e.target.checked)}
                    />
                    {name}
                  </label>
                );
              })}
            </div>
          </details>
        );
      })}
      {error && <span className="text-red-600">{error}</span>}
    </div>
  );
}

const scheduleInput = ({ schedule }: ScheduleValues): ChannelScheduleInput => ({
  schedule: schedule.map((slot) => ({
    ...slot,
    cutoff_hours: Number(slot.cutoff_hours),
    capacity: Number(slot.capacity),
  })),
});
const scheduleResolver = inputResolver(channelScheduleSchema, scheduleInput);

export function ScheduleEditor({ channel }: { channel: AdminDeliveryChannel }) {
  const save = useSaveSchedule(channel.id);
  const notify = useNotifications((state) => state.addNotification);
  const form = useApiForm<ScheduleValues>({
    schema: scheduleResolver,
    defaultValues: {
      schedule: channel.schedule.map((slot) => ({
        weekday: slot.weekday,
        start_time: slot.start_time,
        end_time: slot.end_time,
        cutoff_hours: String(slot.cutoff_hours),
        capacity: String(slot.capacity),
      })),
    },
    send: (values) => save.mutateAsync(scheduleInput(values)),
    onSent: () => notify({ type: 'success', title: 'Delivery schedule saved' }),
  });
  const list = useFieldArray({ control: form.control, name: 'schedule' });
  const slots = form.watch('schedule');
  const errors = form.formState.errors.schedule;

  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-stone-200 pt-3">
      <h3 className="text-sm font-semibold text-stone-900">Weekly schedule (Lagos time)</h3>
      <ScheduleTable channel={channel} />
      <details className="rounded-md border border-stone-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-green-800">
          Edit the weekly schedule
        </summary>
        <form
          aria-label={`Weekly schedule of ${channel.name}`}
          noValidate
          className="flex flex-col gap-3 p-3"
          onSubmit={form.onSubmit}
        >
          <p className="text-xs text-stone-600">
            {list.fields.length === 0
              ? 'No schedule: orders name no delivery day.'
              : 'The next 14 days’ windows come from it; windows already booked are kept.'}
          </p>
          {list.fields.map((entry, index) => (
            <fieldset
              key={entry.id}
              className="grid grid-cols-2 gap-2 rounded-md border border-stone-200 p-3 text-sm"
            >
              <legend className="px-1 font-medium">{WEEKDAY_NAMES[(slots[index]?.weekday ?? 1) - 1]}</legend>
              <label className="col-span-2">
                Day
                <select
                  className={inputClass}
                  {...form.register(`schedule.${index}.weekday`, { valueAsNumber: true })}
                >
                  {WEEKDAY_NAMES.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <WindowTimesFields inputOf={(key) => form.field(`schedule.${index}.${key}`)} />
              <div className="col-span-2">
                <SmallButton onClick={() => list.remove(index)}>Remove</SmallButton>
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-2">
            <SmallButton
              onClick={() =>
                list.append({
                  weekday: 1,
                  start_time: '09:00',
                  end_time: '13:00',
                  cutoff_hours: '15',
                  capacity: '30',
                })
              }
            >
              Add a window
            </SmallButton>
            <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
              Save schedule
            </Button>
          </div>
          <FormError message={errors?.root?.message ?? errors?.message ?? form.formError} />
        </form>
      </details>
    </div>
  );
}

/** "09:00" → "9:00", as the shop writes its hours. */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

/** The saved weekly schedule at a glance (issue 43): one row a window, in the week's order. */
function ScheduleTable({ channel }: { channel: AdminDeliveryChannel }) {
  if (channel.schedule.length === 0)
    return <p className="text-xs text-stone-600">No schedule: orders name no delivery day.</p>;
  const slots = [...channel.schedule].sort(
    (a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time),
  );
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">The weekly schedule of {channel.name}</caption>
      <thead className="text-xs text-stone-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Day
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            Hours
          </th>
          <th scope="col" className="px-2 py-1 font-medium">
            Orders close
          </th>
          <th scope="col" className="py-1 pl-2 text-right font-medium">
            Places
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {slots.map((slot) => (
          <tr key={`${slot.weekday} ${slot.start_time}`}>
            <th scope="row" className="py-1 pr-2 font-normal">
              {WEEKDAY_NAMES[slot.weekday - 1]?.slice(0, 3)}
            </th>
            <td className="px-2 py-1">
              {clock(slot.start_time)}–{clock(slot.end_time)}
            </td>
            <td className="px-2 py-1">{slot.cutoff_hours} h before</td>
            <td className="py-1 pl-2 text-right">{slot.capacity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A channel's delivery windows with their booked places: the coming 14 days only, a window that has ended gone
 * (issue 43), soonest first; each closed, reopened or resized with a tap.
 */
export function ChannelWindows({
  channel,
  windows,
}: {
  channel: AdminDeliveryChannel;
  windows: UseQueryResult<AdminDeliveryWindow[]>;
}) {
  return (
    <section
      aria-label={`Coming days of ${channel.name}`}
      className="mt-4 flex flex-col gap-2 border-t border-stone-200 pt-3"
    >
      <h3 className="text-sm font-semibold text-stone-900">Coming 14 days (Lagos time)</h3>
      <QueryResult query={windows}>
        {(all) => {
          const own = all.filter((window) => window.delivery_channel_id === channel.id);
          return own.length === 0 ? (
            <p className="text-sm text-stone-600">
              No delivery windows here: give the channel a weekly schedule, or add a one-off window.
            </p>
          ) : (
            <ul
              aria-label={`Delivery windows of ${channel.name}`}
              className="flex flex-col divide-y divide-stone-200"
            >
              {own.map((window) => (
                <WindowRow key={window.id} window={window} />
              ))}
            </ul>
          );
        }}
      </QueryResult>
    </section>
  );
}

type OneOffDraft = WindowTimes & { channelId: string; day: string };

/** A Lagos day and wall-clock time as the API's instant, or '' (the schema then says what is missing). */
const instantOf = (day: string, time: string, hoursBefore = 0) => {
  const at = lagosInstant(day, time);
  return Number.isNaN(at.getTime()) ? '' : lagosIso(new Date(at.getTime() - hoursBefore * 3600_000));
};

/** `POST /admin/delivery-windows`, in the schedule's words: a day, from–to, orders close hours before. */
export function OneOffWindowForm({ channels }: { channels: AdminDeliveryChannel[] }) {
  const add = useAddWindow();
  const notify = useNotifications((state) => state.addNotification);
  const [draft, setDraft] = useState<OneOffDraft>({
    channelId: channels[0] ? String(channels[0].id) : '',
    day: '',
    start_time: '09:00',
    end_time: '13:00',
    cutoff_hours: '15',
    capacity: '30',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const change = (patch: Partial<OneOffDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <form
      aria-label="Add a one-off window"
      noValidate
      className="grid grid-cols-2 gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const cutoffHours = Number(draft.cutoff_hours);
        const parsed = createDeliveryWindowSchema.safeParse({
          delivery_channel_id: Number(draft.channelId),
          starts_at: instantOf(draft.day, draft.start_time),
          ends_at: instantOf(draft.day, draft.end_time),
          cutoff_at: Number.isFinite(cutoffHours) ? instantOf(draft.day, draft.start_time, cutoffHours) : '',
          capacity: Number(draft.capacity),
        });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setProblem(null);
        add.mutate(parsed.data, {
          onSuccess: () => notify({ type: 'success', title: 'Delivery window added' }),
        });
      }}
    >
      <p className="col-span-2 text-xs text-stone-600">
        A market day or an extra round, beside the weekly schedules; in Lagos time.
      </p>
      <ChannelSelect
        className="col-span-2"
        channels={channels}
        value={draft.channelId}
        onChange={(channelId) => change({ channelId })}
      />
      <DraftField
        label="Day"
        className="col-span-2"
        type="date"
        value={draft.day}
        onChange={(e) => change({ day: e.target.value })}
      />
      <WindowTimesFields
        inputOf={(key) => ({ value: draft[key], onChange: (e) => change({ [key]: e.target.value }) })}
      />
      <div className="col-span-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add window
        </Button>
      </div>
      <div className="col-span-2">
        <FormError message={problem ?? (add.isError ? problemOf(add.error) : null)} />
      </div>
    </form>
  );
}

function WindowRow({ window }: { window: AdminDeliveryWindow }) {
  const edit = useEditWindow(window.id);
  const [capacity, setCapacity] = useState(String(window.capacity));
  const label = `${window.delivery_channel_name}, ${formatWindow(window)}`;
  return (
    <li aria-label={label} className="flex flex-col gap-2 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-stone-900">{formatWindow(window)}</span>
        <span className={window.closed ? 'font-semibold text-red-700' : 'text-stone-700'}>
          {window.closed ? 'Closed · ' : ''}
          {window.booked}/{window.capacity} booked
        </span>
      </div>
      <span className="text-xs text-stone-600">
        {window.delivery_channel_name} · orders close {formatLagosMoment(window.cutoff_at)}
      </span>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col">
          Capacity
          <input
            className="w-24 rounded-md border border-stone-300 px-2 py-1.5"
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </label>
        <SmallButton disabled={edit.isPending} onClick={() => edit.mutate({ capacity: Number(capacity) })}>
          Save capacity
        </SmallButton>
        <SmallButton disabled={edit.isPending} onClick={() => edit.mutate({ closed: !window.closed })}>
          {window.closed ? 'Reopen' : 'Close'}
        </SmallButton>
      </div>
      {edit.isError && <FormError message={problemOf(edit.error)} />}
    </li>
  );
}
