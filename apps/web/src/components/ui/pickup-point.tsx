/** Where and when a pick-up order is collected (issue 43): the point's name, address and opening hours. */
export function PickupPointText({
  point,
}: {
  point: { name: string; address: string; opening_hours: string };
}) {
  return (
    <address className="text-sm text-stone-800 not-italic">
      <strong className="font-semibold">{point.name}</strong>
      <br />
      {point.address}
      <br />
      Open {point.opening_hours}
    </address>
  );
}
