/**
 * The browser side of the term index (./termIndex): lunr indexes of every
 * part whose postings arrive shard by shard, as queries need them. A query is
 * first expanded against the whole vocabulary exactly as lunr expands it
 * (prefixes, edit distance); the shards holding the expanded terms are
 * fetched; then lunr's own `Index#query` runs on the partial index, which
 * holds every posting and every weight the query can touch, so it scores
 * exactly as on the full index (required words are asked for as optional and
 * checked after: PartIndex#query).
 *
 * Results read as documents: each page appears once, with its best entry, and
 * pages are ranked by the first query that finds them (all words before fewer
 * or fuzzier ones, as the theme orders them), then by where the words are (a
 * title above a heading or summary above a passing mention in the text), then
 * by lunr's score.
 */
import lunr from 'lunr';
import {matchedExcerpt, type Position} from './positions';
import {Vocabulary, type TokenSetNode} from './vocabulary';
import {smartQueries, tokenize, type QueryTerm, type SmartQuery} from './queryTerms';
import {pageIndexOf, textChunkFile, type Shard, type TermIndexMeta, type TextChunk} from './termIndex';
import {CONTENT, DESCRIPTIONS, HEADINGS, KEYWORDS, SEARCH_PARTS, TITLES, type SearchDocument} from './searchDocuments';

/** One result, in the shape the theme's dropdown and results page render. */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The title entry of the result's page; false for a title result. */
  page: SearchDocument | false;
  metadata: Record<string, Record<string, {position: Position[]}>>;
  tokens: string[];
  score: number;
}

/** Where the words are found, best first: title (or keywords), heading or summary, text. */
const TIER: Record<number, number> = {[TITLES]: 0, [KEYWORDS]: 0, [HEADINGS]: 1, [DESCRIPTIONS]: 1, [CONTENT]: 2};
const FIELD = 't';
/** The one field of every part's index, and of the queries expanded against it. */
const FIELDS = [FIELD];

interface Hit {
  query: number;
  tier: number;
  score: number;
  part: number;
  ref: number;
  page: number;
  tokens: string[];
  matched: string[];
}

const better = (a: Hit, b: Hit) => a.query - b.query || a.tier - b.tier || b.score - a.score;

type QueryBuilder = (query: lunr.Query) => void;

/** The parts of lunr 2.3.9 used here that @types/lunr leaves out: a clause's automaton and the index's constructor attributes. */
const TokenSets = lunr.TokenSet as unknown as {fromClause(clause: lunr.Query.Clause): TokenSetNode};
const LunrIndex = lunr.Index as unknown as new (attributes: {
  invertedIndex: object;
  fieldVectors: object;
  tokenSet: Vocabulary;
  fields: string[];
  pipeline: lunr.Pipeline;
}) => lunr.Index;

/** Adds a query's terms to a lunr query; an edit distance only when there is one (lunr reads its mere presence). */
export function queryBuilder({term}: SmartQuery, presenceOf = (clause: QueryTerm) => clause.presence): QueryBuilder {
  return (query) => {
    for (const clause of term) {
      const {value, wildcard, editDistance} = clause;
      query.term(value, {wildcard, presence: presenceOf(clause), ...(editDistance ? {editDistance} : null)} as Partial<lunr.Query.Clause>);
    }
  };
}

const OPTIONAL = () => lunr.Query.presence.OPTIONAL;

/** One part's lunr index, filled in as shards arrive. */
class PartIndex {
  readonly invertedIndex: Record<string, {_index: number; [FIELD]: Record<string, object>}> = Object.create(null);
  readonly fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  readonly index: lunr.Index;
  private readonly tokenSet: Vocabulary;
  /** The search pipeline `lunr()` gives an English index. */
  private readonly pipeline = new lunr.Pipeline();

  constructor(vocabulary: string[]) {
    this.pipeline.add(lunr.stemmer);
    this.tokenSet = new Vocabulary(vocabulary);
    this.index = new LunrIndex({
      invertedIndex: this.invertedIndex,
      fieldVectors: this.fieldVectors,
      tokenSet: this.tokenSet,
      fields: FIELDS,
      pipeline: this.pipeline,
    });
  }

  /**
   * The vocabulary terms a query can reach, as `Index#query` expands its
   * clauses (always through the pipeline: queryBuilder never turns it off).
   */
  expand(build: QueryBuilder): string[] {
    const query = new lunr.Query(FIELDS);
    build(query);
    return query.clauses.flatMap((clause) =>
      this.pipeline.runString(clause.term).flatMap((term) => this.tokenSet.intersect(TokenSets.fromClause({...clause, term})).toArray()),
    );
  }

  /**
   * lunr's results for a query, as `Index#query` gives them, without its cost
   * for a word that expands to many terms (a prefix as it is typed: "p"
   * reaches thousands). For a required word lunr unites the documents of its
   * terms one term at a time, copying the set each time. Here every word is
   * asked for as optional, which scores the same (the query vector does not
   * depend on presence), and then a document is kept only if it has a term of
   * every required word, as lunr keeps it.
   */
  query(smartQuery: SmartQuery): lunr.Index.Result[] {
    const required = smartQuery.term.flatMap((clause) =>
      clause.presence === lunr.Query.presence.REQUIRED ? [new Set(this.expand(queryBuilder({...smartQuery, term: [clause]})))] : [],
    );
    const results = this.index.query(queryBuilder(smartQuery, OPTIONAL));
    if (required.length === 0) return results;
    return results.filter(({matchData}) => {
      const terms = Object.keys(matchData.metadata);
      return required.every((expansion) => terms.some((term) => expansion.has(term)));
    });
  }

  add(term: string, termIndex: number, postings: Array<[ref: number, weight: number]>): void {
    const documents: Record<string, object> = Object.create(null);
    for (const [ref, weight] of postings) {
      documents[ref] = {};
      const fieldRef = `${FIELD}/${ref}`;
      (this.fieldVectors[fieldRef] ??= new lunr.Vector([])).insert(termIndex, weight);
    }
    this.invertedIndex[term] = {_index: termIndex, [FIELD]: documents};
  }
}

/**
 * Throws the signal's reason once it is aborted. Postings already fetched
 * leave no wait in a search for another task to run in, so this lets the
 * tasks queued meanwhile (a message that aborts) run first.
 */
async function stopIfAborted(signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return;
  await new Promise((resolve) => setTimeout(resolve, 0));
  signal.throwIfAborted();
}

export type LoadFile = (file: string) => Promise<unknown>;

export class ShardedIndex {
  private readonly parts: PartIndex[];
  private readonly termIndex = new Map<string, number>();
  private readonly pageIds: number[];
  private readonly shardFirsts: number[];
  private readonly shards = new Map<number, Promise<Shard['postings']>>();
  private readonly installed = new Set<number>();
  private readonly textChunks = new Map<number, Promise<TextChunk>>();

  constructor(
    private readonly meta: TermIndexMeta,
    private readonly load: LoadFile,
    private readonly fuzzyDistance: number,
    /** Characters of text kept on each side of a result's first match (./positions); all of it by default. */
    private readonly excerptMargin = Infinity,
  ) {
    meta.terms.forEach((term, t) => this.termIndex.set(term, t));
    this.pageIds = meta.pages.map((page) => page.i);
    this.shardFirsts = meta.shards.map((shard) => shard.first);
    this.parts = SEARCH_PARTS.map(
      (_, part) => new PartIndex(meta.terms.filter((_term, t) => (parseInt(meta.termParts[t], 36) & (1 << part)) !== 0)),
    );
  }

  /** The shard holding a term's postings: the last one whose first term is not after it. */
  private shardOf(termIndex: number): number {
    return pageIndexOf(this.shardFirsts, termIndex);
  }

  /** A shard's postings, fetched once. */
  private loadShard(shard: number): Promise<Shard['postings']> {
    let loaded = this.shards.get(shard);
    if (!loaded) {
      loaded = (this.load(this.meta.shards[shard].file) as Promise<Shard>).then(({postings}) => postings);
      this.shards.set(shard, loaded);
      loaded.catch(() => this.shards.delete(shard));
    }
    return loaded;
  }

  /**
   * Puts a term's postings in the lunr index of every part it occurs in, once.
   * Only the terms a query reaches: lunr scores a document by the dot product
   * of its field vector with the query's vector, over the query's terms alone,
   * so the other terms of a shard would change no score.
   */
  private async installTerm(termIndex: number): Promise<void> {
    const shard = this.shardOf(termIndex);
    const postings = await this.loadShard(shard);
    if (this.installed.has(termIndex)) return;
    this.installed.add(termIndex);
    this.install(termIndex, postings[termIndex - this.shardFirsts[shard]]);
  }

  private install(termIndex: number, entry: number[]): void {
    const term = this.meta.terms[termIndex];
    for (let e = 0; e < entry.length;) {
      const part = entry[e];
      const count = entry[e + 1];
      e += 2;
      const postings: Array<[number, number]> = [];
      let ref = 0;
      for (let n = 0; n < count; n += 1, e += 2) {
        ref += entry[e];
        postings.push([ref, entry[e + 1] / 1000]);
      }
      this.parts[part].add(term, termIndex, postings);
    }
  }

  /** The text chunk holding entry `ref`. */
  private loadText(ref: number): Promise<TextChunk> {
    const chunk = pageIndexOf(this.meta.text.firsts, ref);
    let loaded = this.textChunks.get(chunk);
    if (!loaded) {
      loaded = this.load(textChunkFile(this.meta, chunk)) as Promise<TextChunk>;
      this.textChunks.set(chunk, loaded);
      loaded.catch(() => this.textChunks.delete(chunk));
    }
    return loaded;
  }

  /** lunr's results for one query in one part, once the shards its words reach are here. */
  async queryPart(part: number, query: SmartQuery): Promise<lunr.Index.Result[]> {
    await this.fetchShardsFor(query, [this.parts[part]]);
    return this.parts[part].query(query);
  }

  private async fetchShardsFor(query: SmartQuery, parts: readonly PartIndex[]): Promise<void> {
    const build = queryBuilder(query);
    const needed = new Set<number>();
    for (const part of parts) {
      for (const term of part.expand(build)) needed.add(this.termIndex.get(term)!);
    }
    await Promise.all([...needed].map((termIndex) => this.installTerm(termIndex)));
  }

  /**
   * At most `limit` results, one per page, for the pages `include` accepts
   * (by URL; all by default). Like the theme, it tries the queries in order
   * and stops once it has enough results. Once `signal` is aborted, it stops
   * (throwing its reason) before its next query or the text of its results.
   */
  async search(
    input: string,
    limit: number,
    include: (url: string) => boolean = () => true,
    signal?: AbortSignal,
  ): Promise<SearchResult[]> {
    const best = new Map<number, Hit>();
    const queries = smartQueries(tokenize(input), this.fuzzyDistance);
    for (const [q, query] of queries.entries()) {
      await this.fetchShardsFor(query, this.parts);
      await stopIfAborted(signal);
      this.parts.forEach((partIndex, part) => {
        for (const {ref, score, matchData} of partIndex.query(query)) {
          const page = pageIndexOf(this.pageIds, Number(ref));
          if (!include(this.meta.pages[page].u)) continue;
          const hit: Hit = {
            query: q,
            tier: TIER[part],
            score,
            part,
            ref: Number(ref),
            page,
            tokens: query.tokens,
            matched: Object.keys(matchData.metadata),
          };
          const previous = best.get(page);
          if (!previous || better(hit, previous) < 0) best.set(page, hit);
        }
      });
      if (best.size >= limit) break;
    }
    const ranked = [...best.values()].sort(better).slice(0, limit);
    await stopIfAborted(signal);
    return Promise.all(ranked.map((hit) => this.result(hit)));
  }

  private async result(hit: Hit): Promise<SearchResult> {
    const page = this.meta.pages[hit.page];
    let document: SearchDocument = page;
    if (hit.part !== TITLES) {
      const {parts} = await this.loadText(hit.ref);
      const entry = parts[hit.part].find((candidate) => candidate.i === hit.ref);
      if (!entry) throw new Error(`Search index: entry ${hit.ref} missing from its text chunk`);
      document = {...entry, u: page.u, p: page.i};
    }
    const {text, positions} = matchedExcerpt(document.t, new Set(hit.matched), this.excerptMargin);
    const metadata: SearchResult['metadata'] = {};
    for (const term of hit.matched) metadata[term] = {[FIELD]: {position: positions.get(term) ?? []}};
    return {
      document: {...document, t: text},
      type: hit.part,
      page: hit.part === TITLES ? false : page,
      metadata,
      tokens: hit.tokens,
      score: hit.score,
    };
  }
}
