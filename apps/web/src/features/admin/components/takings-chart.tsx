import { formatNairaAmount, nairaToKobo } from '@oko/shared/money';
import type { DayTakings } from '@oko/shared/schemas/admin-dashboard';
import { formatNet } from '../utils/net';

// The dashboard's net takings by Lagos day (issue 38): a small SVG drawn here, no chart library, so the back
// office's lazy chunk stays small. Bars below the line are days that gave back more than they took; the figures
// are in a table for screen readers, so nothing is told by colour or shape alone.

const WIDTH = 300;
const HEIGHT = 120;

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function TakingsChart({ days }: { days: DayTakings[] }) {
  const nets = days.map((day) => nairaToKobo(day.net));
  const top = Math.max(0, ...nets);
  const bottom = Math.min(0, ...nets);
  const span = top - bottom || 1;
  const zeroY = (top / span) * HEIGHT;
  const slot = WIDTH / Math.max(days.length, 1);
  return (
    // Relative and clipped: the screen readers' table below sizes to its figures, and must not widen a phone's page.
    <figure className="relative flex flex-col gap-2 overflow-hidden">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-32 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        data-testid="takings-chart"
      >
        {days.map((day, index) => {
          const height = (Math.abs(nets[index]!) / span) * HEIGHT;
          return (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              width={slot * 0.7}
              y={nets[index]! >= 0 ? zeroY - height : zeroY}
              height={height}
              className={nets[index]! >= 0 ? 'fill-green-700' : 'fill-red-700'}
            />
          );
        })}
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className="stroke-stone-400" strokeWidth={1} />
      </svg>
      <figcaption className="flex justify-between text-xs text-stone-600">
        <span>{days[0] && dayLabel(days[0].date)}</span>
        <span>Net takings by day; bars below the line gave back more than came in</span>
        <span>{days.at(-1) && dayLabel(days.at(-1)!.date)}</span>
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>Takings by day, last {days.length} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Money in</th>
              <th scope="col">Money back</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{formatNairaAmount(day.money_in)}</td>
                <td>{formatNairaAmount(day.money_back)}</td>
                <td>{formatNet(day.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
