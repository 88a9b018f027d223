// The demo shop's pick-up point: where the "Pick-up at our Ikeja hub" channel's orders are collected (geo.ts),
// so the checkout's pick-up tabs and its channel select tell the same story (decision 018).
export interface DemoPickupPoint {
  name: string;
  address: string;
  openingHours: string;
  /** The delivery channel a shopper chooses to collect here (by name, see geo.ts). */
  channelName: string;
}

export const demoPickupPoints: readonly DemoPickupPoint[] = [
  {
    name: 'Ikeja hub',
    address: '14 Oba Akran Avenue, Ikeja, Lagos',
    openingHours: 'Monday to Saturday, 10:00 to 18:00',
    channelName: 'Pick-up at our Ikeja hub',
  },
];
