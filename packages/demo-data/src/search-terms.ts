// The demo shop's local names (issue 42): what shoppers call the produce in Yoruba, Igbo, Hausa, Pidgin and
// English, each pointing at a demo product (by name) or category (by slug), each with the public page it was
// checked against. `same`: another name for the same thing; `broader`: a wider word ("pepper") that finds each of
// its targets. Seeded into search_terms by the API; the mock API looks them up too.
import type { SearchTermKind, SearchTermLanguage } from '@oko/shared/schemas/admin-search-terms';

export interface DemoSearchTerm {
  term: string;
  language: SearchTermLanguage;
  kind: SearchTermKind;
  /** A demo product's name, or a demo category's slug. */
  target: { product: string } | { category: string };
  source: string;
}

// The pages the names were checked against (read 2026-11-28).
const S = {
  nmpp: 'https://nmppdb.com.ng/species-details?specy=+telfairia-occidentalis',
  flair: 'https://flairng.com/african-countries/what-is-pumpkin-called-in-nigeria.html',
  leafy: 'https://queenelizabethiihallpress.blogspot.com/2024/02/leafy-vegetables-in-nigeria-leafy.html',
  herbs: 'https://healthandmight.blogspot.com/2020/06/some-leafy-vegetables-and-herbs-found.html',
  southwest:
    'https://www.myagricworld.com/2023/03/22/leafy-vegetables-in-southwest-nigeria-common-and-botanica-names/',
  yorubaFoods: 'https://docslib.org/download/6308495/yoruba-foods',
  yorubaMeanings: 'http://nowayobloggers.com/blog/people-culture/foods-and-its-yoruba-meanings',
  yorubaCuisine: 'https://naijalocaldish.blogspot.com/2017/06/cuisine-solid-food-mostly-cooked.html',
  peppers: 'https://community.agricsquare.com/t/peppers-nigerian-names-vs-other-names/36319',
  pepperHeat: 'https://labisi.blogspot.com/2015/07/feel-heat-of-pepper_8.html',
  pepperKinds: 'https://ng.opera.news/ng/en/food/1c6ee3d37ec866f01e201be53c4e8b7d',
  shombo: 'https://themarketfoodshop.com/foodshopping-in-nigeria',
  driedPeppers: 'http://www.kitchenbutterfly.com/2019/10/07/some-dried-peppers-in-nigeria/',
  hausaVegetables: 'https://writtists.com/vegetables-with-their-local-names/',
  hausaGrains: 'https://writtists.com/grains-and-tubers-with-their-local-names/',
  hausaFruits: 'https://ininet.org/hausa-names-of-localindegeneousfruitsvegetablesgrainsaherbsspi.html',
  hausaBotany: 'https://gutenberg.org/cache/epub/74245/pg74245-images.html',
  westAfricaCrops:
    'https://bitlit.ru/page/en/gerald-c-dudgeon/the-agricultural-and-forest-products-of-british-west-africa/84',
  igboFruits: 'https://dnbstories.com/2020/05/igbo-names-of-different-nigerian-fruits.html',
  fruitNames: 'https://ng.opera.news/ng/en/food/9ecc47a28eab047b5162488c62a2dbf0',
  cherry: 'https://hubgist.com/fruits-which-you-probably-didnt-know-their-real-names-photo/',
  spices: 'https://peoplesmind.org/?p=137445',
  hausaSpices: 'https://9jafoods.com/local-names-of-spices-herbs-seeds-fruits-in-nigeria/',
  nutmeg: 'https://dobbyssignature.com/list-of-spices-indigenous-spices/',
  locustBeans: 'http://funke-koleosho.blogspot.com/2013/08/nigerian-herbs-spices-condiments.html',
  igboSpices: 'https://chefkitchens.blogspot.com/2015/04/food-profile-indigenous-nigerian-herbs.html',
  ponmo: 'https://funke-koleosho.blogspot.com/2015/12/cow-skin-pomo-to-eat-or-not-to-eat.html',
  kpomo: 'https://mydelbina.com/products/kpomo-ijebu',
  kanda: 'https://estatealert.net/tag/ponmo/',
} as const;

type Row = [
  term: string,
  language: SearchTermLanguage,
  kind: SearchTermKind,
  targets: string[],
  source: string,
];

const UGU = 'Ugu (Fluted Pumpkin Leaves)';
const BITTER_LEAF = 'Bitter Leaf (Washed)';
const EWEDU = 'Ewedu (Jute Leaves)';
const SCENT_LEAF = 'Scent Leaf (Efinrin)';
const TETE = 'Tete (Green Amaranth)';
const TATASHE = 'Red Bell Pepper (Tatashe)';
const ATA_RODO = 'Scotch Bonnet Pepper (Ata Rodo)';
const CHILLI = 'Dried Ground Chilli';
const PEPPERS = [TATASHE, ATA_RODO, CHILLI];
const BEANS = ['Honey Beans (Oloyin)', 'Brown Beans (Drum)', 'Black-eyed Beans'];
const SOUP_LEAVES = [UGU, 'Waterleaf', BITTER_LEAF, SCENT_LEAF, EWEDU, TETE, 'Utazi Leaves', 'Oha Leaves'];
const COW_SKIN = 'Cow Skin (Ponmo)';

const rows: Row[] = [
  // Soup leaves
  ['ugwu', 'igbo', 'same', [UGU], S.flair],
  ['pumpkin', 'pidgin', 'same', [UGU], S.flair],
  ['eweroko', 'yoruba', 'same', [UGU], S.nmpp],
  ['ewe elegede', 'yoruba', 'same', [UGU], S.leafy],
  ['onugbu', 'igbo', 'same', [BITTER_LEAF], S.herbs],
  ['ewuro', 'yoruba', 'same', [BITTER_LEAF], S.leafy],
  ['efo ewuro', 'yoruba', 'same', [BITTER_LEAF], S.herbs],
  ['shuwaka', 'hausa', 'same', [BITTER_LEAF], S.hausaVegetables],
  ['kerenkere', 'igbo', 'same', [EWEDU], S.leafy],
  ['ayoyo', 'hausa', 'same', [EWEDU], S.hausaVegetables],
  ['rama ayoyo', 'hausa', 'same', [EWEDU], S.leafy],
  ['gbure', 'yoruba', 'same', ['Waterleaf'], S.leafy],
  ['nchanwu', 'igbo', 'same', [SCENT_LEAF], S.leafy],
  ['daidoya', 'hausa', 'same', [SCENT_LEAF], S.leafy],
  ['daddoya', 'hausa', 'same', [SCENT_LEAF], S.hausaSpices],
  ['african basil', 'english', 'same', [SCENT_LEAF], S.hausaSpices],
  ['efo tete', 'yoruba', 'same', [TETE], S.southwest],
  ['efo green', 'yoruba', 'same', [TETE], S.southwest],
  ['alayyahu', 'hausa', 'same', [TETE], S.hausaVegetables],
  ['african spinach', 'english', 'same', [TETE], S.hausaVegetables],
  ['ẹ̀fọ́', 'yoruba', 'broader', SOUP_LEAVES, S.yorubaFoods],
  ['ẹ̀fọ́ rírò', 'yoruba', 'broader', [TETE, UGU], S.leafy],
  // Market vegetables
  ['albasa', 'hausa', 'same', ['Red Onions'], S.hausaBotany],
  ['ya lo', 'hausa', 'same', ['Garden Eggs'], S.hausaFruits],
  // Peppers
  ['tatase', 'yoruba', 'same', [TATASHE], S.yorubaMeanings],
  ['tàtàṣé', 'yoruba', 'same', [TATASHE], S.yorubaFoods],
  ['tattasai', 'hausa', 'same', [TATASHE], S.driedPeppers],
  ['atarodo', 'yoruba', 'same', [ATA_RODO], S.peppers],
  ['rodo', 'yoruba', 'same', [ATA_RODO], S.yorubaMeanings],
  ['ose oyibo', 'igbo', 'same', [ATA_RODO], S.peppers],
  ['atarugu', 'hausa', 'same', [ATA_RODO], S.peppers],
  ['habanero', 'english', 'same', [ATA_RODO], S.peppers],
  ['shombo', 'yoruba', 'same', [CHILLI], S.shombo],
  ['sombo', 'yoruba', 'same', [CHILLI], S.pepperHeat],
  ['cayenne pepper', 'english', 'same', [CHILLI], S.pepperKinds],
  ['pepper', 'pidgin', 'broader', PEPPERS, S.pepperKinds],
  ['ata', 'yoruba', 'broader', PEPPERS, S.pepperHeat],
  ['ose', 'igbo', 'broader', PEPPERS, S.pepperHeat],
  ['barkono', 'hausa', 'broader', PEPPERS, S.pepperHeat],
  // Spices
  ['ehu', 'igbo', 'same', ['Calabash Nutmeg (Ehuru)'], S.nutmeg],
  ['ariwo', 'yoruba', 'same', ['Calabash Nutmeg (Ehuru)'], S.nutmeg],
  ['african nutmeg', 'english', 'same', ['Calabash Nutmeg (Ehuru)'], S.spices],
  ['eeru', 'yoruba', 'same', ['Uda Seeds (Negro Pepper)'], S.spices],
  ['kimba', 'hausa', 'same', ['Uda Seeds (Negro Pepper)'], S.hausaSpices],
  ['grains of selim', 'english', 'same', ['Uda Seeds (Negro Pepper)'], S.spices],
  ['ose oji', 'igbo', 'same', ['Alligator Pepper (Atare)'], S.spices],
  ['oburo', 'yoruba', 'same', ['Alligator Pepper (Atare)'], S.spices],
  ['kaajiji', 'hausa', 'same', ['Alligator Pepper (Atare)'], S.hausaSpices],
  ['grains of paradise', 'english', 'same', ['Alligator Pepper (Atare)'], S.hausaSpices],
  ['iyere', 'yoruba', 'same', ['Uziza Seeds'], S.spices],
  ['dawadawa', 'hausa', 'same', ['Locust Beans (Iru)'], S.locustBeans],
  ['daddawa', 'hausa', 'same', ['Locust Beans (Iru)'], S.hausaSpices],
  ['okpei', 'igbo', 'same', ['Locust Beans (Iru)'], S.igboSpices],
  ['citta', 'hausa', 'same', ['Fresh Ginger'], S.hausaSpices],
  ['tafarnuwa', 'hausa', 'same', ['Garlic'], S.hausaSpices],
  ['kurkum', 'hausa', 'same', ['Fresh Turmeric'], S.hausaSpices],
  ['kayan kamshi', 'hausa', 'broader', ['category:spices-and-herbs'], S.hausaFruits],
  // Tubers
  ['doya', 'hausa', 'same', ['White Yam (Puna)'], S.westAfricaCrops],
  ['rogo', 'hausa', 'same', ['Cassava Tubers'], S.westAfricaCrops],
  ['gbaguda', 'yoruba', 'same', ['Cassava Tubers'], S.yorubaMeanings],
  ['ege', 'yoruba', 'same', ['Cassava Tubers'], S.yorubaMeanings],
  ['dankali', 'hausa', 'same', ['Sweet Potatoes'], S.hausaBotany],
  ['kukunduku', 'yoruba', 'same', ['Sweet Potatoes'], S.hausaBotany],
  // Grains, legumes and nuts
  ['wake', 'hausa', 'broader', BEANS, S.hausaBotany],
  ['ewa', 'yoruba', 'broader', BEANS, S.yorubaCuisine],
  ['gero', 'hausa', 'same', ['Millet'], S.hausaBotany],
  ['acca', 'hausa', 'same', ['Acha (Fonio)'], S.hausaGrains],
  ['hungry rice', 'english', 'same', ['Acha (Fonio)'], S.hausaGrains],
  ['gyada', 'hausa', 'same', ['Raw Groundnuts', 'Roasted Groundnuts'], S.hausaBotany],
  ['monkey nut', 'english', 'same', ['Raw Groundnuts'], S.hausaBotany],
  ['imumu', 'yoruba', 'same', ['Tiger Nuts (Aya)'], S.fruitNames],
  ['ofio', 'igbo', 'same', ['Tiger Nuts (Aya)'], S.fruitNames],
  ['aki hausa', 'igbo', 'same', ['Tiger Nuts (Aya)'], S.fruitNames],
  ['kashu', 'hausa', 'same', ['Roasted Cashew Nuts'], S.hausaFruits],
  ['kasu', 'yoruba', 'same', ['Roasted Cashew Nuts'], S.yorubaMeanings],
  // Fruits
  ['udara', 'igbo', 'same', ['African Star Apple (Agbalumo)'], S.fruitNames],
  ['agwaluma', 'hausa', 'same', ['African Star Apple (Agbalumo)'], S.fruitNames],
  ['cherry', 'pidgin', 'same', ['African Star Apple (Agbalumo)'], S.cherry],
  ['ope oyinbo', 'yoruba', 'same', ['Pineapple (Sugarloaf)'], S.yorubaMeanings],
  ['abarba', 'hausa', 'same', ['Pineapple (Sugarloaf)'], S.hausaFruits],
  ['akwuolo', 'igbo', 'same', ['Pineapple (Sugarloaf)'], S.igboFruits],
  ['ibepe', 'yoruba', 'same', ['Pawpaw (Papaya)'], S.yorubaMeanings],
  ['gwanda', 'hausa', 'same', ['Pawpaw (Papaya)'], S.hausaFruits],
  ['osan', 'yoruba', 'same', ['Sweet Oranges'], S.yorubaMeanings],
  ['oroma', 'igbo', 'same', ['Sweet Oranges'], S.igboFruits],
  ['lemon zaki', 'hausa', 'same', ['Sweet Oranges'], S.hausaFruits],
  ['mangoro', 'yoruba', 'same', ['Mangoes'], S.yorubaMeanings],
  ['mangwaro', 'hausa', 'same', ['Mangoes'], S.hausaFruits],
  ['ayaba', 'hausa', 'same', ['Bananas'], S.hausaFruits],
  ['unere', 'igbo', 'same', ['Bananas'], S.igboFruits],
  ['kankana', 'hausa', 'same', ['Watermelon'], S.hausaFruits],
  ['anyu', 'igbo', 'same', ['Watermelon'], S.igboFruits],
  ['kwakwa', 'hausa', 'same', ['Coconut'], S.hausaFruits],
  ['aki oyibo', 'igbo', 'same', ['Coconut'], S.igboFruits],
  ['fiya', 'hausa', 'same', ['Avocado (Pear)'], S.hausaFruits],
  ['ube oyibo', 'igbo', 'same', ['Avocado (Pear)'], S.igboFruits],
  ['shawashop', 'igbo', 'same', ['Soursop'], S.igboFruits],
  ['ọ̀gbàgbà', 'yoruba', 'same', ['Ripe Plantain', 'Unripe Plantain'], S.yorubaFoods],
  ["'ya'yan itace", 'hausa', 'broader', ['category:fruits'], S.hausaFruits],
  // Oils
  ['epo pupa', 'yoruba', 'same', ['Red Palm Oil'], S.yorubaMeanings],
  ['kadanya', 'hausa', 'same', ['Shea Butter (Ori)'], S.hausaFruits],
  // Meat
  ['kpomo', 'pidgin', 'same', [COW_SKIN], S.kpomo],
  ['pomo', 'pidgin', 'same', [COW_SKIN], S.ponmo],
  ['kanda', 'igbo', 'same', [COW_SKIN], S.kanda],
  ['raincoat', 'pidgin', 'same', [COW_SKIN], S.ponmo],
];

export const demoSearchTerms: readonly DemoSearchTerm[] = rows.flatMap(
  ([term, language, kind, targets, source]) =>
    targets.map((target): DemoSearchTerm => ({
      term,
      language,
      kind,
      target: target.startsWith('category:')
        ? { category: target.slice('category:'.length) }
        : { product: target },
      source,
    })),
);
