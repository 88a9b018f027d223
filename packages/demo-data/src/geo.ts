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
    description: 'Orders placed before noon arrive the next day within Lagos.',
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
