// Where the shop delivers: Nigeria's 36 states and the Federal Capital Territory, and how parcels travel.

export interface DemoCountry {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  states: readonly string[];
}

export const demoCountries: readonly DemoCountry[] = [
  {
    name: 'Nigeria',
    code: 'NG',
    states: [
      'Abia',
      'Adamawa',
      'Akwa Ibom',
      'Anambra',
      'Bauchi',
      'Bayelsa',
      'Benue',
      'Borno',
      'Cross River',
      'Delta',
      'Ebonyi',
      'Edo',
      'Ekiti',
      'Enugu',
      'Federal Capital Territory',
      'Gombe',
      'Imo',
      'Jigawa',
      'Kaduna',
      'Kano',
      'Katsina',
      'Kebbi',
      'Kogi',
      'Kwara',
      'Lagos',
      'Nasarawa',
      'Niger',
      'Ogun',
      'Ondo',
      'Osun',
      'Oyo',
      'Plateau',
      'Rivers',
      'Sokoto',
      'Taraba',
      'Yobe',
      'Zamfara',
    ],
  },
];

export interface DemoDeliveryChannel {
  name: string;
  description: string;
  /** Whole naira; 0 for pick-up. */
  feeNaira: number;
}

/** In the order the checkout offers them: the first is the default. */
export const demoDeliveryChannels: readonly DemoDeliveryChannel[] = [
  {
    name: 'Standard Delivery (3-5 days)',
    description: 'Door delivery within Lagos, Ogun and Oyo in 3 to 5 working days.',
    feeNaira: 1500,
  },
  {
    name: 'Express Delivery (24 hours)',
    description: 'Order by 18:00 and it arrives the next day within Lagos, in the morning or the afternoon.',
    feeNaira: 3500,
  },
  {
    name: 'Interstate Delivery (5-7 days)',
    description: 'Door delivery to every other state through our courier partners.',
    feeNaira: 4500,
  },
  {
    name: 'Pick-up at our Ikeja hub',
    description: 'Collect your order at 14 Oba Akran Avenue, Ikeja, from the next working day.',
    feeNaira: 0,
  },
];

export interface DemoZone {
  name: string;
  /** State names, as in demoCountries. */
  states: readonly string[];
  /** Local government areas (issue 42), as in demo-data/areas.ts: their zone wins over their state's. */
  areas?: readonly { state: string; name: string }[];
  feeNaira: number;
}

export interface DemoScheduleSlot {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  startTime: string;
  endTime: string;
  /** Orders close this many hours before the start. */
  cutoffHours: number;
  capacity: number;
}

const SOUTH_WEST = ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'] as const;
const LAGOS_ISLAND = ['Eti-Osa', 'Lagos Island', 'Ibeju-Lekki'].map((name) => ({ state: 'Lagos', name }));
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6] as const;

/**
 * The demo shop's zones and delivery days (issue 26), by channel name, added when the channel is first added: a
 * Lagos farm shop delivering Lagos and the South West by courier, the far east and the middle belt by
 * interstate courier (fresh leaves do not go further north), a Lagos-only van in two rounds a day, Monday to
 * Saturday, with orders closing at 18:00 the day before, and collection times at the Ikeja hub.
 */
export const demoDeliveryDays: Readonly<
  Record<string, { zones: readonly DemoZone[]; schedule: readonly DemoScheduleSlot[] }>
> = {
  'Standard Delivery (3-5 days)': {
    zones: [
      // The Island costs the van more than the Mainland (issue 42): how every Lagos delivery service prices.
      { name: 'Lagos Island', states: [], areas: LAGOS_ISLAND, feeNaira: 3000 },
      { name: 'Lagos Mainland', states: ['Lagos'], feeNaira: 1500 },
      { name: 'South West', states: SOUTH_WEST, feeNaira: 3000 },
    ],
    schedule: [],
  },
  'Express Delivery (24 hours)': {
    zones: [{ name: 'Lagos', states: ['Lagos'], feeNaira: 3500 }],
    schedule: MONDAY_TO_SATURDAY.flatMap((weekday) => [
      // The morning van: orders until 18:00 the day before (15 hours before 9:00), 30 a round.
      { weekday, startTime: '09:00', endTime: '13:00', cutoffHours: 15, capacity: 30 },
      // The afternoon van: orders until 18:00 the day before (20 hours before 14:00), 20 a round.
      { weekday, startTime: '14:00', endTime: '18:00', cutoffHours: 20, capacity: 20 },
    ]),
  },
  'Interstate Delivery (5-7 days)': {
    zones: [
      { name: 'South West', states: SOUTH_WEST, feeNaira: 4500 },
      {
        name: 'South South and South East',
        states: [
          'Abia',
          'Akwa Ibom',
          'Anambra',
          'Bayelsa',
          'Cross River',
          'Delta',
          'Ebonyi',
          'Edo',
          'Enugu',
          'Imo',
          'Rivers',
        ],
        feeNaira: 6000,
      },
      {
        name: 'Abuja and North Central',
        states: ['Federal Capital Territory', 'Benue', 'Kogi', 'Kwara', 'Nasarawa', 'Niger', 'Plateau'],
        feeNaira: 6000,
      },
    ],
    schedule: [],
  },
  'Pick-up at our Ikeja hub': {
    zones: [],
    // Collection times: 10:00 to 18:00, ready when ordered by 18:00 the day before (16 hours), 40 a day.
    schedule: MONDAY_TO_SATURDAY.map((weekday) => ({
      weekday,
      startTime: '10:00',
      endTime: '18:00',
      cutoffHours: 16,
      capacity: 40,
    })),
  },
};
