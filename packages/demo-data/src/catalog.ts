// The demo catalog of a Nigerian organic farm-produce shop, as plain values: no database code, so the API's
// seed and a mock API serve the same shop. Prices are whole naira here and stored in kobo by whoever uses them.
import { stableHash } from '@oko/shared/stable-hash';

export const demoUnits = [
  { name: 'Kilogram', symbol: 'kg' },
  { name: 'Gram', symbol: 'g' },
  { name: 'Litre', symbol: 'L' },
  { name: 'Piece', symbol: 'pc' },
  { name: 'Tuber', symbol: 'tuber' },
  { name: 'Bunch', symbol: 'bunch' },
  { name: 'Basket', symbol: 'basket' },
  { name: 'Bag', symbol: 'bag' },
  { name: 'Crate', symbol: 'crate' },
  { name: 'Paint bucket', symbol: 'paint bucket' },
  { name: 'Derica', symbol: 'derica' },
] as const;

export type DemoUnitSymbol = (typeof demoUnits)[number]['symbol'];

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
}

export const demoCategories: readonly DemoCategory[] = [
  {
    name: 'Tubers & Roots',
    slug: 'tubers-and-roots',
    description: 'Yams, cassava, potatoes and cocoyam, dug fresh and sold by the tuber, kilo or basket.',
  },
  {
    name: 'Grains & Legumes',
    slug: 'grains-and-legumes',
    description: 'Local rice, beans, maize, millet and other dry staples, cleaned and stone-free.',
  },
  {
    name: 'Vegetables',
    slug: 'vegetables',
    description: 'Soup leaves and market vegetables, harvested the day before delivery.',
  },
  {
    name: 'Fruits',
    slug: 'fruits',
    description: 'Plantain, pineapple, mangoes and other seasonal fruit from partner orchards.',
  },
  {
    name: 'Oils & Butters',
    slug: 'oils-and-butters',
    description: 'Palm oil, groundnut oil and shea butter, pressed in small batches without additives.',
  },
  {
    name: 'Spices & Herbs',
    slug: 'spices-and-herbs',
    description: 'Pepper, ginger, native spices and seasonings, whole or freshly ground.',
  },
  {
    name: 'Livestock & Poultry',
    slug: 'livestock-and-poultry',
    description: 'Free-range birds, goats and fresh meat from animals raised without growth hormones.',
  },
  {
    name: 'Fish & Seafood',
    slug: 'fish-and-seafood',
    description: 'Pond and river fish, fresh or smoked over wood, plus crayfish and shellfish.',
  },
  {
    name: 'Nuts & Seeds',
    slug: 'nuts-and-seeds',
    description: 'Egusi, ogbono, groundnuts, cashews, kola and other nuts and seeds.',
  },
  {
    name: 'Dairy & Eggs',
    slug: 'dairy-and-eggs',
    description: 'Free-range eggs, fresh milk and local cheese from small herds and flocks.',
  },
  {
    name: 'Flours & Pantry',
    slug: 'flours-and-pantry',
    description: 'Garri, yam flour, pap, raw honey and other processed staples made on the farm.',
  },
];

export interface DemoProductUnit {
  unitNumber: number;
  unit: DemoUnitSymbol;
  /** Whole naira; the database keeps kobo. */
  priceNaira: number;
  availableQuantity: number;
  /** Sold by weight (issue 27): whole naira per kg × estimated kg is `priceNaira`; the tolerance in percent. */
  weight?: DemoWeight;
}

export interface DemoWeight {
  pricePerKgNaira: number;
  estimatedKg: number;
  tolerancePercent?: number;
}

export interface DemoProduct {
  name: string;
  slug: string;
  categorySlug: string;
  description: string;
  units: readonly DemoProductUnit[];
  /** When the product was added to the shop (ISO 8601): gives "newest first" a stable, varied order. */
  createdAt: string;
}

type Row = [
  name: string,
  description: string,
  units: ReadonlyArray<
    [unitNumber: number, unit: DemoUnitSymbol, priceNaira: number, stock: number, weight?: DemoWeight]
  >,
];

const productsByCategory: Record<string, Row[]> = {
  'tubers-and-roots': [
    [
      'White Yam (Puna)',
      'Firm, white-fleshed Puna yam from Benue; good for pounding, boiling and frying.',
      [
        [1, 'tuber', 5500, 60],
        [5, 'tuber', 26000, 12],
      ],
    ],
    [
      'Water Yam (Ewura)',
      'Soft, moist water yam for ikokore and ojojo; peel and grate, no pounding needed.',
      [[1, 'tuber', 3500, 25]],
    ],
    [
      'Yellow Yam',
      'Yellow-fleshed yam with a slightly bitter note, prized for porridge.',
      [[1, 'tuber', 4500, 2, { pricePerKgNaira: 1500, estimatedKg: 3 }]],
    ],
    [
      'Trifoliate Yam (Esuru)',
      'Small bitter yam, boiled and eaten with palm oil sauce; short season.',
      [[1, 'kg', 3000, 0]],
    ],
    [
      'Cassava Tubers',
      'Freshly uprooted sweet cassava, best processed within three days of harvest.',
      [
        [1, 'basket', 9000, 14],
        [1, 'bag', 24000, 4],
      ],
    ],
    [
      'Sweet Potatoes',
      'Orange-fleshed sweet potatoes, naturally sweet; roast, boil or fry.',
      [
        [1, 'kg', 1500, 80],
        [1, 'basket', 14000, 6],
      ],
    ],
    [
      'Irish Potatoes (Jos)',
      'Plateau-grown potatoes with thin skins, washed and sorted by size.',
      [
        [1, 'kg', 2200, 90],
        [10, 'kg', 20500, 15],
        [50, 'kg', 85000, 3],
      ],
    ],
    [
      'Cocoyam (Ede)',
      'Cocoyam corms for thickening ofe onugbu and oha soup.',
      [
        [1, 'kg', 2000, 40],
        [1, 'paint bucket', 7500, 9],
      ],
    ],
  ],
  'grains-and-legumes': [
    [
      'Ofada Rice',
      'Unpolished short-grain Ogun State rice with its natural aroma; rinse well before cooking.',
      [
        [1, 'kg', 3200, 120],
        [5, 'kg', 15500, 40],
        [50, 'kg', 145000, 4],
      ],
    ],
    [
      'Abakaliki Rice',
      'Local parboiled long-grain rice from Ebonyi, destoned twice.',
      [
        [1, 'kg', 2400, 150],
        [25, 'kg', 57000, 10],
        [50, 'kg', 110000, 5],
      ],
    ],
    [
      'Honey Beans (Oloyin)',
      'Sweet brown beans that cook soft quickly; the favourite for ewa agoyin.',
      [
        [1, 'kg', 2800, 100],
        [1, 'paint bucket', 14500, 30],
      ],
    ],
    [
      'Brown Beans (Drum)',
      'Large brown beans for moi moi, akara and porridge.',
      [
        [1, 'kg', 2300, 85],
        [1, 'paint bucket', 12000, 25],
      ],
    ],
    [
      'Black-eyed Beans',
      'White beans with a black eye, easy to peel for moi moi and akara.',
      [
        [1, 'kg', 2200, 70],
        [1, 'paint bucket', 11500, 0],
      ],
    ],
    [
      'Yellow Maize',
      'Dry yellow maize for pap, tuwo and animal feed.',
      [
        [1, 'kg', 900, 200],
        [50, 'kg', 42000, 8],
      ],
    ],
    [
      'White Maize',
      'Dry white maize, sun-dried and cleaned of chaff.',
      [
        [1, 'kg', 850, 180],
        [50, 'kg', 40000, 6],
      ],
    ],
    [
      'Guinea Corn (Sorghum)',
      'Red sorghum for ogi baba, kunu and tuwo.',
      [
        [1, 'kg', 1000, 90],
        [25, 'kg', 23000, 3],
      ],
    ],
    ['Millet', 'Pearl millet from Kano for fura and kunu.', [[1, 'kg', 1100, 75]]],
    [
      'Bambara Nuts (Okpa)',
      'Cream bambara nuts for okpa; mill them dry.',
      [
        [1, 'kg', 3500, 40],
        [1, 'paint bucket', 19000, 1],
      ],
    ],
    [
      'Acha (Fonio)',
      'Tiny, quick-cooking ancient grain from Plateau; naturally gluten-free.',
      [
        [1, 'kg', 4500, 30],
        [5, 'kg', 21000, 2],
      ],
    ],
    ['Soybeans', 'Whole dry soybeans for soy milk, flour and tofu (awara).', [[1, 'kg', 1300, 60]]],
  ],
  vegetables: [
    [
      'Ugu (Fluted Pumpkin Leaves)',
      'Tender ugu leaves for edikang ikong, efo riro and vegetable soup.',
      [[1, 'bunch', 800, 80]],
    ],
    ['Waterleaf', 'Soft, juicy waterleaf, the base of edikang ikong.', [[1, 'bunch', 500, 60]]],
    [
      'Bitter Leaf (Washed)',
      'Bitter leaf already squeezed and washed, ready for ofe onugbu.',
      [
        [1, 'bunch', 700, 45],
        [1, 'kg', 4000, 8],
      ],
    ],
    ['Scent Leaf (Efinrin)', 'Fragrant scent leaf for pepper soup and stews.', [[1, 'bunch', 400, 50]]],
    ['Ewedu (Jute Leaves)', 'Fresh ewedu leaves, picked from the stalk on request.', [[1, 'bunch', 500, 55]]],
    ['Tete (Green Amaranth)', 'Green amaranth for efo riro and light stir-fries.', [[1, 'bunch', 500, 40]]],
    [
      'Okra',
      'Young, tender okra pods; they stay crisp in the fridge for four days.',
      [
        [1, 'kg', 2500, 50],
        [1, 'basket', 22000, 3],
      ],
    ],
    [
      'Fresh Tomatoes',
      'Firm plum tomatoes from Kano and Jos, picked ripe.',
      [
        [1, 'kg', 2000, 100],
        [1, 'paint bucket', 9000, 20],
        [1, 'basket', 45000, 5],
      ],
    ],
    [
      'Red Onions',
      'Dry-cured red onions from Sokoto that keep for weeks.',
      [
        [1, 'kg', 1800, 120],
        [1, 'bag', 140000, 2],
      ],
    ],
    [
      'Garden Eggs',
      'White and green garden eggs, eaten raw with groundnut paste or cooked in stew.',
      [
        [1, 'kg', 1600, 45],
        [1, 'basket', 18000, 4],
      ],
    ],
    ['Cucumber', 'Crisp cucumbers from Jos, unwaxed.', [[1, 'kg', 1200, 70]]],
    ['Carrots', 'Sweet Jos carrots, washed and trimmed.', [[1, 'kg', 2000, 65]]],
    ['Cabbage', 'Tight green cabbage heads, about 1.5 kg each.', [[1, 'pc', 1500, 35]]],
    ['Utazi Leaves', 'Bitter-sweet utazi for ugba, nkwobi and pepper soup.', [[1, 'bunch', 300, 30]]],
    ['Oha Leaves', 'Hand-picked oha leaves for ofe oha; short season.', [[1, 'bunch', 1000, 0]]],
  ],
  fruits: [
    [
      'Ripe Plantain',
      'Yellow plantain ready for dodo; sold by the bunch or the finger.',
      [
        [1, 'pc', 500, 150],
        [1, 'bunch', 9000, 12],
      ],
    ],
    [
      'Unripe Plantain',
      'Green plantain for boiling, porridge and plantain chips.',
      [
        [1, 'pc', 450, 140],
        [1, 'bunch', 8000, 10],
      ],
    ],
    ['Bananas', 'Sweet dwarf bananas, picked green and ripened naturally.', [[1, 'bunch', 3500, 20]]],
    ['Pineapple (Sugarloaf)', 'Sweet, low-acid sugarloaf pineapple from Edo.', [[1, 'pc', 2000, 40]]],
    [
      'Watermelon',
      'Large sweet watermelon, about 5 kg each.',
      [[1, 'pc', 3500, 25, { pricePerKgNaira: 700, estimatedKg: 5, tolerancePercent: 10 }]],
    ],
    ['Pawpaw (Papaya)', 'Ripe pawpaw, orange-fleshed; eat within two days.', [[1, 'pc', 1800, 30]]],
    [
      'Sweet Oranges',
      'Juicy Benue oranges for eating and juicing.',
      [
        [12, 'pc', 2400, 40],
        [1, 'basket', 12000, 6],
      ],
    ],
    [
      'Mangoes',
      'Seasonal mangoes, firm-ripe so they travel well.',
      [
        [12, 'pc', 3000, 25],
        [1, 'basket', 15000, 3],
      ],
    ],
    ['Avocado (Pear)', 'Buttery local avocados, ready to eat in two to three days.', [[1, 'pc', 1200, 45]]],
    [
      'African Star Apple (Agbalumo)',
      'Sweet-sour agbalumo; comes in between December and March.',
      [[12, 'pc', 3000, 0]],
    ],
    ['Soursop', 'Fragrant soursop for juice and smoothies.', [[1, 'pc', 3500, 8]]],
    ['Coconut', 'Mature brown coconuts with water inside.', [[1, 'pc', 900, 60]]],
    [
      'African Pear (Ube)',
      'Purple ube, softened in warm water and eaten with roasted corn.',
      [[1, 'kg', 4000, 2]],
    ],
  ],
  'oils-and-butters': [
    [
      'Red Palm Oil',
      'Unadulterated palm oil from Imo, bright red and free of dye.',
      [
        [1, 'L', 3200, 80],
        [5, 'L', 15000, 30],
        [25, 'L', 72000, 6],
      ],
    ],
    [
      'Groundnut Oil',
      'Cold-pressed groundnut oil from Kano with a light nutty taste.',
      [
        [1, 'L', 4500, 50],
        [5, 'L', 21000, 12],
      ],
    ],
    [
      'Palm Kernel Oil (Adin)',
      'Dark palm kernel oil, traditionally used for skin and hair.',
      [[0.5, 'L', 3000, 15]],
    ],
    [
      'Shea Butter (Ori)',
      'Unrefined shea butter from Niger State, for skin and cooking.',
      [
        [500, 'g', 3500, 25],
        [1, 'kg', 6500, 10],
      ],
    ],
    [
      'Virgin Coconut Oil',
      'Cold-pressed coconut oil from Badagry coconuts.',
      [
        [0.5, 'L', 5500, 12],
        [1, 'L', 10000, 3],
      ],
    ],
    ['Sesame Oil', 'Cold-pressed sesame (beniseed) oil from Nasarawa.', [[0.5, 'L', 6000, 2]]],
  ],
  'spices-and-herbs': [
    [
      'Fresh Ginger',
      'Pungent Kaduna ginger, washed; keeps for weeks in a dry place.',
      [
        [1, 'kg', 3000, 60],
        [5, 'kg', 14000, 7],
      ],
    ],
    ['Fresh Turmeric', 'Bright orange turmeric roots for tea, stews and rice.', [[1, 'kg', 2500, 20]]],
    [
      'Scotch Bonnet Pepper (Ata Rodo)',
      'Hot and fragrant rodo for stew and pepper soup.',
      [
        [1, 'kg', 3500, 55],
        [1, 'paint bucket', 12000, 10],
        [1, 'basket', 35000, 4],
      ],
    ],
    [
      'Red Bell Pepper (Tatashe)',
      'Mild, sweet tatashe that gives stew its red colour.',
      [
        [1, 'kg', 2800, 50],
        [1, 'basket', 30000, 2],
      ],
    ],
    [
      'Dried Ground Chilli',
      'Sun-dried chilli ground fine; very hot.',
      [
        [250, 'g', 1500, 40],
        [500, 'g', 2800, 20],
      ],
    ],
    ['Garlic', 'Northern garlic bulbs, strong and aromatic.', [[1, 'kg', 4000, 30]]],
    [
      'Uda Seeds (Negro Pepper)',
      'Smoky uda pods for pepper soup and postpartum soups.',
      [[100, 'g', 1200, 35]],
    ],
    ['Uziza Seeds', 'Peppery uziza seeds, whole; grind just before use.', [[100, 'g', 1500, 25]]],
    [
      'Calabash Nutmeg (Ehuru)',
      'Ehuru seeds for ofe nsala and banga; toast lightly, then grind.',
      [[100, 'g', 1800, 18]],
    ],
    [
      'Locust Beans (Iru)',
      'Fermented locust beans for ewedu, efo riro and ofada stew.',
      [
        [1, 'derica', 1500, 40],
        [500, 'g', 3500, 10],
      ],
    ],
    ['Alligator Pepper (Atare)', 'Whole atare pods with their aromatic seeds.', [[100, 'g', 2000, 3]]],
    [
      'Yaji (Suya Spice)',
      'House-blended suya spice of groundnut, ginger and chilli.',
      [[250, 'g', 2500, 30]],
    ],
  ],
  'livestock-and-poultry': [
    [
      'Live Broiler Chicken',
      'Broiler of about 2.5 kg, raised on grain feed for eight weeks.',
      [[1, 'pc', 14000, 20, { pricePerKgNaira: 5600, estimatedKg: 2.5 }]],
    ],
    [
      'Live Native Chicken',
      'Free-range local chicken, leaner and tastier; about 1.5 kg.',
      [[1, 'pc', 12000, 15]],
    ],
    [
      'Dressed Turkey',
      'Whole turkey, slaughtered and cleaned; about 6 kg.',
      [
        [1, 'kg', 9500, 18],
        [1, 'pc', 55000, 3],
      ],
    ],
    ['Live Goat', 'Healthy West African Dwarf goat, about 15 kg live weight.', [[1, 'pc', 95000, 4]]],
    ['Live Ram', 'Yankasa ram of about 40 kg, vet-checked before delivery.', [[1, 'pc', 180000, 2]]],
    ['Guinea Fowl', 'Live guinea fowl, about 1.2 kg.', [[1, 'pc', 10000, 6]]],
    [
      'Fresh Beef',
      'Boneless beef cut the morning of delivery.',
      [
        [1, 'kg', 8000, 40],
        [5, 'kg', 39000, 6],
      ],
    ],
    ['Goat Meat', 'Bone-in goat meat, cut into stew pieces.', [[1, 'kg', 9500, 25]]],
    [
      'Giant Land Snails',
      'Large African land snails, live and cleaned of slime on request.',
      [[5, 'pc', 7500, 12]],
    ],
    [
      'Cow Skin (Ponmo)',
      'Cleaned, boiled cow skin, soft and ready for stew, egusi and pepper soup.',
      [[1, 'kg', 3500, 20]],
    ],
    ['Live Rabbit', 'Farm-raised rabbit of about 2 kg.', [[1, 'pc', 15000, 0]]],
  ],
  'fish-and-seafood': [
    [
      'Fresh Catfish',
      'Live pond catfish, killed and cleaned on request.',
      [
        [1, 'kg', 5000, 45],
        [5, 'kg', 24000, 8],
      ],
    ],
    ['Smoked Catfish', 'Catfish smoked dry over hardwood; keeps for weeks.', [[1, 'pc', 3500, 30]]],
    ['Stockfish (Okporoko)', 'Dried cod, cut into pieces for soup.', [[1, 'pc', 12000, 10]]],
    [
      'Crayfish',
      'Dried crayfish, picked clean of sand.',
      [
        [1, 'derica', 4500, 40],
        [1, 'paint bucket', 38000, 2],
      ],
    ],
    ['Fresh Tilapia', 'Whole tilapia from clean ponds, scaled on request.', [[1, 'kg', 4200, 35]]],
    ['Smoked Mackerel (Titus)', 'Whole mackerel, smoked firm.', [[1, 'pc', 2500, 40]]],
    ['Periwinkle', 'Shelled periwinkle, washed, for edikang ikong and afang.', [[1, 'derica', 3000, 20]]],
    ['Fresh Prawns', 'River prawns, iced the day they are caught.', [[1, 'kg', 12000, 5]]],
    ['Dried Bonga Fish', 'Smoked bonga (shawa) for stews and ofe nsala.', [[5, 'pc', 3500, 25]]],
  ],
  'nuts-and-seeds': [
    [
      'Raw Groundnuts',
      'Shelled red-skinned groundnuts for roasting and groundnut soup.',
      [
        [1, 'kg', 2400, 80],
        [1, 'paint bucket', 17000, 8],
      ],
    ],
    ['Roasted Groundnuts', 'Sand-roasted groundnuts, lightly salted.', [[500, 'g', 1800, 60]]],
    [
      'Egusi (Melon Seeds)',
      'Shelled egusi, hand-picked clean; grind for egusi soup.',
      [
        [1, 'kg', 7000, 45],
        [1, 'paint bucket', 40000, 1],
      ],
    ],
    [
      'Ogbono (Wild Mango Seeds)',
      'Dry ogbono that draws well; grind for ogbono soup.',
      [
        [500, 'g', 7500, 30],
        [1, 'kg', 14000, 12],
      ],
    ],
    ['Roasted Cashew Nuts', 'Whole cashews from Oyo State, dry-roasted without oil.', [[500, 'g', 6500, 20]]],
    ['Tiger Nuts (Aya)', 'Brown tiger nuts for kunu aya and snacking.', [[1, 'kg', 3500, 40]]],
    ['Sesame Seeds (Beniseed)', 'Hulled white beniseed for baking and toasting.', [[1, 'kg', 3800, 25]]],
    ['African Walnuts (Ukpa)', 'Cooked walnuts in the shell; a rainy-season treat.', [[1, 'kg', 5000, 0]]],
    [
      'Kola Nuts (Obi Abata)',
      'Fresh four-lobed kola for ceremonies and hosting guests.',
      [[12, 'pc', 2400, 30]],
    ],
    ['Bitter Kola (Orogbo)', 'Whole bitter kola, cleaned and dried.', [[12, 'pc', 2000, 35]]],
  ],
  'dairy-and-eggs': [
    [
      'Free-range Eggs',
      'Brown eggs from free-range hens; a crate holds 30.',
      [
        [12, 'pc', 2800, 40],
        [1, 'crate', 6500, 50],
      ],
    ],
    ['Quail Eggs', 'Small speckled quail eggs, boiled or fried.', [[24, 'pc', 2500, 15]]],
    ['Duck Eggs', 'Large duck eggs with rich yolks.', [[12, 'pc', 4000, 3]]],
    [
      'Fresh Cow Milk (Nono)',
      'Fresh Fulani cow milk, chilled and delivered the same day.',
      [[1, 'L', 1500, 20]],
    ],
    ['Wara (Local Cheese)', 'Soft Fulani cheese; fry it or add it to stew.', [[500, 'g', 2500, 10]]],
    ['Natural Yoghurt', 'Unsweetened yoghurt made from fresh cow milk.', [[1, 'L', 2800, 12]]],
  ],
  'flours-and-pantry': [
    [
      'Ijebu Garri',
      'Sharp, crunchy white garri from Ijebu, for soaking and eba.',
      [
        [1, 'kg', 1300, 150],
        [1, 'paint bucket', 5500, 40],
        [50, 'kg', 60000, 5],
      ],
    ],
    [
      'Yellow Garri',
      'Garri fried with palm oil for a soft, golden eba.',
      [
        [1, 'kg', 1400, 100],
        [1, 'paint bucket', 6000, 25],
      ],
    ],
    [
      'Elubo (Yam Flour)',
      'Yam flour for amala, dried in the sun in Oyo.',
      [
        [1, 'kg', 3500, 60],
        [5, 'kg', 17000, 10],
      ],
    ],
    ['Lafun (Cassava Flour)', 'Fermented cassava flour for white amala.', [[1, 'kg', 1500, 50]]],
    ['Plantain Flour', 'Unripe plantain flour for a low-sugar swallow.', [[1, 'kg', 3800, 25]]],
    ['Ogi (Yellow Pap)', 'Wet yellow corn pap (akamu), freshly fermented.', [[1, 'kg', 1800, 30]]],
    ['Fufu (Akpu)', 'Fermented cassava fufu, wrapped and ready to cook.', [[1, 'kg', 1200, 0]]],
    ['Abacha (Dried Cassava Shreds)', 'Sun-dried cassava shreds for African salad.', [[1, 'kg', 2500, 35]]],
    ['Tapioca Pearls', 'Cassava tapioca for breakfast porridge.', [[1, 'kg', 2000, 30]]],
    [
      'Raw Forest Honey',
      'Unfiltered honey from Oyo forest hives; it may crystallise, which is natural.',
      [
        [500, 'g', 5000, 25],
        [1, 'kg', 9000, 8],
      ],
    ],
    ['Kulikuli', 'Crunchy groundnut snack from Kwara.', [[500, 'g', 1500, 40]]],
  ],
};

/** "Fresh Ginger" → "fresh-ginger"; brackets and other punctuation are dropped. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CATALOG_OPENED = Date.UTC(2025, 0, 6, 8, 0, 0);
const MINUTES_IN_OPENING_SEASON = 300 * 24 * 60;

export const demoProducts: readonly DemoProduct[] = Object.entries(productsByCategory).flatMap(
  ([categorySlug, rows]) =>
    rows.map(([name, description, units]): DemoProduct => {
      const slug = slugify(name);
      const addedAfterMinutes = stableHash(slug) % MINUTES_IN_OPENING_SEASON;
      return {
        name,
        slug,
        categorySlug,
        description,
        units: units.map(([unitNumber, unit, priceNaira, availableQuantity, weight]) => ({
          unitNumber,
          unit,
          priceNaira,
          availableQuantity,
          ...(weight ? { weight } : {}),
        })),
        createdAt: new Date(CATALOG_OPENED + addedAfterMinutes * 60_000).toISOString(),
      };
    }),
);
