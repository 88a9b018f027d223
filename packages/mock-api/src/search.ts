// The API's search (decision 004, apps/api/src/catalog/queries.ts) in plain TypeScript over the mock's memory:
// - the keyword as PostgreSQL's websearch_to_tsquery('english', …) reads it (words ANDed, "quoted phrase", `or`,
//   `-word`, stop words dropped), matched against English stems of the name, the category's name and the
//   description (the Snowball English stemmer, as PostgreSQL's english_stem);
// - or a near miss of the name's words: each word of the keyword (letters only, 3 or more, not a stop word) must be
//   close to a word of some product name, the lexicon (pg_trgm's word similarity ≥ 0.5, or two neighbouring letters
//   swapped), and the product's name must hold a close word of every one of them.
// - ranked as the API ranks: an exact name first, full-text matches by ts_rank (ported from tsrank.c, in float4),
//   near misses by the similarity of the closest of the four closest words present in the name, then id.
// The contract test (apps/api/src/contract.test.ts) holds hits and order to the API's. What still differs from
// PostgreSQL (docs/decisions/007-mock-mode.md): the tokeniser knows words, digits, decimals and hyphenated words,
// not e-mails, URLs or other tokens of PostgreSQL's parser; the lexicon is today's product names (the API's only
// grows); positions past 16,383 and the 256 positions a lexeme keeps are not capped.

// The Snowball English (Porter2) stemmer, as PostgreSQL's english_stem dictionary applies it, takes a lowercase
// word. The porter2 package gives ts_lexize('english_stem', …)'s stems on the demo shop's words and on 31,658
// English words (PostgreSQL 15); PostgreSQL 18's Snowball 3 keeps a double d or r before -ed/-ing ("added" → add,
// where Porter2 gives ad).
import { stem } from 'porter2';

/** PostgreSQL's english.stop (tsearch_data), the words full text ignores. */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out ' +
    'on off over under again further then once here there when where why how all any both each few more most ' +
    'other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/** oko_unaccent and lower: "ÉGUSI" → "egusi". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word as full text indexes it: its stem, or nothing for a stop word (digits stay as they are). */
function lexeme(word: string): string | undefined {
  if (STOP_WORDS.has(word)) return undefined;
  return /^\p{L}+$/u.test(word) ? stem(word) : word;
}

// ---------------------------------------------------------------------------------------------------------------
// Full text: a product's document (tsvector) and the keyword's query (websearch_to_tsquery), and ts_rank.

/**
 * The parser's tokens with their positions: a word of letters and digits, a decimal ("0.5"), or a hyphenated
 * word, which (as PostgreSQL's parser does) takes one position as a whole and one per part ("free-range" →
 * free-range, free, range). Stop words keep their position and have no lexeme.
 */
function tokens(text: string): { lexeme: string | undefined; offset: number }[] {
  const found: { lexeme: string | undefined; offset: number }[] = [];
  let offset = 0;
  for (const [match] of normalise(text).matchAll(/\d+(?:\.\d+)+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const parts = match.split('-');
    if (parts.length > 1) {
      found.push({ lexeme: /^[\p{L}-]+$/u.test(match) ? stem(match) : match, offset: offset++ });
    }
    for (const part of parts) found.push({ lexeme: lexeme(part), offset: offset++ });
  }
  return found;
}

/** Weights of ts_rank's default {D, C, B, A} = {0.1, 0.2, 0.4, 1.0}: name A, category B, description C. */
const FIELD_WEIGHTS = [1.0, 0.4, 0.2].map((weight) => Math.fround(weight));

/** A product's tsvector: each lexeme's positions (ascending) with their weight; the name's lexemes apart. */
export interface SearchDocument {
  lexemes: Map<string, { position: number; weight: number }[]>;
  nameLexemes: Set<string>;
}

/** Documents already built, by their texts: building one stems every word, most of a search's time. */
const documents = new Map<string, SearchDocument>();
const MAX_CACHED_DOCUMENTS = 5000;

export function searchDocument(name: string, categoryName: string, description: string): SearchDocument {
  const key = JSON.stringify([name, categoryName, description]);
  const cached = documents.get(key);
  if (cached) return cached;
  if (documents.size >= MAX_CACHED_DOCUMENTS) documents.clear();
  const document = buildDocument(name, categoryName, description);
  documents.set(key, document);
  return document;
}

function buildDocument(name: string, categoryName: string, description: string): SearchDocument {
  const lexemes = new Map<string, { position: number; weight: number }[]>();
  const nameLexemes = new Set<string>();
  let shift = 0;
  [name, categoryName, description].forEach((text, field) => {
    let last = 0;
    for (const token of tokens(text)) {
      if (token.lexeme === undefined) continue;
      const position = shift + token.offset + 1;
      last = position;
      if (field === 0) nameLexemes.add(token.lexeme);
      const positions = lexemes.get(token.lexeme) ?? [];
      positions.push({ position, weight: FIELD_WEIGHTS[field]! });
      lexemes.set(token.lexeme, positions);
    }
    // tsvector || tsvector shifts the right one's positions past the left one's last.
    shift = Math.max(shift, last);
  });
  return { lexemes, nameLexemes };
}

/** A phrase: lexemes at offsets from its first one (a lone word is a phrase of one). */
type Phrase = { lexeme: string; offset: number }[];
type Term = { phrase: Phrase; negated: boolean };
/** OR of ANDs of terms, as websearch_to_tsquery builds it (`or` binds looser than the implicit AND). */
export type FullTextQuery = Term[][];

/** A chunk of the keyword (between spaces, or in quotes) as one phrase: "plantain,flour" is plantain <-> flour. */
function phraseOf(text: string): Phrase {
  const phrase = tokens(text).flatMap(({ lexeme: found, offset }) =>
    found === undefined ? [] : [{ lexeme: found, offset }],
  );
  const first = phrase[0]?.offset ?? 0;
  return phrase.map((entry) => ({ ...entry, offset: entry.offset - first }));
}

export function fullTextQuery(keyword: string): FullTextQuery {
  const groups: Term[][] = [[]];
  // Dashes on their own ("yam - rice") negate what follows; two of them cancel out.
  let pendingDashes = 0;
  for (const match of keyword.matchAll(/(-?)"([^"]*)"?|(-?)([^\s"]+)/g)) {
    const quoted = match[2];
    const text = quoted ?? match[4] ?? '';
    const dashes = pendingDashes + ((quoted !== undefined ? match[1] : match[3]) === '-' ? 1 : 0);
    const negated = dashes % 2 === 1;
    pendingDashes = 0;
    if (quoted === undefined && !negated && text.toLowerCase() === 'or') {
      groups.push([]);
      continue;
    }
    const phrase = phraseOf(text);
    if (phrase.length > 0) groups.at(-1)?.push({ phrase, negated });
    else if (quoted === undefined && /^-+$/.test(text)) pendingDashes = dashes + text.length;
  }
  return groups.filter((group) => group.length > 0);
}

function phraseFound(document: SearchDocument, phrase: Phrase): boolean {
  const [first, ...rest] = phrase;
  if (!first) return false;
  return (document.lexemes.get(first.lexeme) ?? []).some(({ position }) =>
    rest.every((entry) =>
      (document.lexemes.get(entry.lexeme) ?? []).some((other) => other.position === position + entry.offset),
    ),
  );
}

export function fullTextMatches(document: SearchDocument, query: FullTextQuery): boolean {
  return query.some((group) => group.every((term) => phraseFound(document, term.phrase) !== term.negated));
}

const f = Math.fround;

/** tsrank.c's word_distance. */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** tsrank.c's calc_rank_or: each lexeme of the query by its occurrences and their weights, averaged. */
function rankOr(document: SearchDocument, items: string[]): number {
  let rank = 0;
  for (const item of items) {
    const positions = document.lexemes.get(item);
    if (!positions) continue;
    let sum = 0;
    let heaviest = -1;
    let at = 0;
    positions.forEach(({ weight }, j) => {
      sum = f(sum + f(weight / ((j + 1) * (j + 1))));
      if (weight > heaviest) {
        heaviest = weight;
        at = j;
      }
    });
    rank = f(rank + (heaviest + sum - heaviest / ((at + 1) * (at + 1))) / 1.64493406685);
  }
  return items.length > 0 ? f(rank / items.length) : 0;
}

/** tsrank.c's calc_rank_and: every pair of the query's lexemes, by their weights and distance. */
function rankAnd(document: SearchDocument, items: string[]): number {
  if (items.length < 2) return rankOr(document, items);
  let rank = -1;
  items.forEach((item, i) => {
    const positions = document.lexemes.get(item);
    if (!positions) return;
    for (const earlier of items.slice(0, i)) {
      const others = document.lexemes.get(earlier);
      if (!others) continue;
      for (const one of positions) {
        for (const other of others) {
          const distance = Math.abs(one.position - other.position);
          if (distance === 0) continue;
          const weight = f(Math.sqrt(one.weight * other.weight * wordDistance(distance)));
          rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
        }
      }
    }
  });
  return rank;
}

/** ts_rank(search_vector, query), normalisation 0. */
export function fullTextRank(document: SearchDocument, query: FullTextQuery): number {
  // Every lexeme of the query once, negated ones too (SortAndUniqItems).
  const items = [...new Set(query.flat().flatMap((term) => term.phrase.map((entry) => entry.lexeme)))];
  if (document.lexemes.size === 0 || items.length === 0) return 0;
  // The query's top operator: AND or a phrase ranks by distances, anything else (OR, NOT, one word) by counts.
  const [group] = query;
  const top =
    query.length > 1
      ? 'or'
      : group!.length > 1
        ? 'and'
        : group![0]!.negated
          ? 'not'
          : group![0]!.phrase.length > 1
            ? 'phrase'
            : 'word';
  const rank = top === 'and' || top === 'phrase' ? rankAnd(document, items) : rankOr(document, items);
  return rank < 0 ? f(1e-20) : rank;
}

// ---------------------------------------------------------------------------------------------------------------
// Near misses: the keyword's words against the lexicon of name words.

/** Letters only, 3 or more, not a stop word: the keyword's words and the lexicon's, as migration 0004 splits. */
export function lexiconWords(text: string): string[] {
  return [
    ...new Set(
      normalise(text)
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 3 && !STOP_WORDS.has(word)),
    ),
  ];
}

/** pg_trgm's trigrams of one word, in order: "  w", " wo", …, "rd ". */
function trigramSequence(word: string): string[] {
  const padded = `  ${word} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/**
 * pg_trgm's word_similarity(token, word): the best, over the continuous extents of the word's trigrams, of the
 * shared trigrams over the trigrams of either (the token's, plus the extent's it lacks).
 */
export function wordSimilarity(token: string, word: string): number {
  const wanted = new Set(trigramSequence(token));
  const sequence = trigramSequence(word);
  let best = 0;
  for (let lower = 0; lower < sequence.length; lower++) {
    if (!wanted.has(sequence[lower]!)) continue;
    const extent = new Set<string>();
    for (let upper = lower; upper < sequence.length; upper++) {
      extent.add(sequence[upper]!);
      if (!wanted.has(sequence[upper]!)) continue;
      let common = 0;
      for (const gram of extent) if (wanted.has(gram)) common += 1;
      best = Math.max(best, common / (wanted.size + extent.size - common));
    }
  }
  return best;
}

/** pg_trgm.word_similarity_threshold as the API sets it; a swap of neighbouring letters scores this too. */
export const NEAR_MISS = 0.5;

function swaps(token: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 1 < token.length; i++) {
    found.add(token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2));
  }
  return found;
}

/**
 * The keyword's words' close lexicon words (as stems), per word of the keyword, and all of them closest first (by
 * similarity, then word), the order in which the API's CASE looks for them in a name.
 */
export interface NearQuery {
  perWord: Set<string>[];
  ranked: { stem: string; similarity: number }[];
}

export function nearQuery(keyword: string, lexicon: readonly string[]): NearQuery | undefined {
  const keywordWords = lexiconWords(keyword);
  if (keywordWords.length === 0) return undefined;
  const perWord: Set<string>[] = [];
  const ranked: { stem: string; similarity: number; word: string }[] = [];
  for (const token of keywordWords) {
    const swapped = swaps(token);
    const close = lexicon.flatMap((word) => {
      const similarity = Math.fround(
        Math.max(wordSimilarity(token, word), swapped.has(word) ? NEAR_MISS : 0),
      );
      return similarity >= NEAR_MISS ? [{ stem: stem(word), similarity, word }] : [];
    });
    // Every word of the keyword needs a close word, or nothing is a near miss.
    if (close.length === 0) return undefined;
    perWord.push(new Set(close.map((entry) => entry.stem)));
    ranked.push(...close);
  }
  ranked.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return { perWord, ranked };
}

/** The API's CASE looks at this many of the closest words; past them, a name scores as the next closest. */
const RANKED_NEAR_WORDS = 4;

/**
 * A near miss's score, when the name holds a close word of every word of the keyword: the similarity of the
 * first of the closest few words present in the name, else of the next closest (none: SQL's null, which sorts
 * first in descending order).
 */
export function nearMissScore(document: SearchDocument, query: NearQuery | undefined): number | undefined {
  if (!query) return undefined;
  if (!query.perWord.every((close) => [...close].some((entry) => document.nameLexemes.has(entry)))) {
    return undefined;
  }
  const present = query.ranked
    .slice(0, RANKED_NEAR_WORDS)
    .find((entry) => document.nameLexemes.has(entry.stem));
  return present?.similarity ?? query.ranked[RANKED_NEAR_WORDS]?.similarity ?? Number.POSITIVE_INFINITY;
}
