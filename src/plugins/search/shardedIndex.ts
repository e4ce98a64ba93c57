/**
 * The browser side of the term index (./termIndex): the vocabulary and every
 * page's title from `meta`, the postings of a term fetched with its shard
 * when a query first needs it, a result's text with its chunk.
 *
 * A query (./queryWords) is record numbers and groups of words. A record
 * number goes straight to its document, first. Each word of a group is
 * looked up in the vocabulary as lunr stems it: exactly; as a prefix when it
 * is the last word (the reader may still be typing it), and as the stem of
 * that word completed when the typing has passed its stem's end
 * (./wordEndings); within edit distance
 * when it is not a word of the index, or one of few pages, and has five
 * letters or more (two edits from eight), never for a number. Its postings
 * carry lunr's BM25 weight for each entry of each part.
 *
 * A page must hold every group of words, but a query of three words or more
 * may miss one (of six or more, two). Pages are ranked by where the words
 * are, as hosted documentation search ranks them: a title before a heading,
 * summary or code name before a passing mention in the text; a prefix or a
 * synonym a little below the word itself; a typo (or a longer word than the
 * one typed, when that one is a word of the index) below the word itself
 * anywhere; a section about what the document did not choose (its
 * alternatives) half as much as the rest. More words in one entry count
 * more, a word missing costs what a heading would give, and lunr's weights
 * (how often, in how short a text) add a little;
 * and a superseded document never above the document that replaced it.
 * Each result shows its page (number, title, status, section) and its best
 * entry: the heading or passage that holds the most groups.
 */
import lunr from 'lunr';
import {matchedExcerpt, type Position} from './positions';
import {QueryReader, recordKey, type ParsedQuery} from './queryWords';
import {Vocabulary, type TokenSetNode} from './vocabulary';
import {completions} from './wordEndings';
import {pageIndexOf, textChunkFile, type PageTextEntry, type Shard, type TermIndexMeta, type TextChunk} from './termIndex';
import {CONTENT, DESCRIPTIONS, HEADINGS, KEYWORDS, TITLES} from './searchDocuments';

/** One result, as the search box and the results page show it. */
export interface SearchResult {
  /** The page, with the entry's anchor when the entry is a section. */
  url: string;
  /** The page's title ("ADR-001: Rust for the Proxy Implementation"), and where the query's words are in it. */
  title: string;
  titleMarks: Position[];
  /** The page's section ("ADRs"). */
  section?: string;
  status?: string;
  /** The document that replaced this one. */
  supersededBy?: {title: string; url: string};
  /** What the result is: the document named by its number, its title, a heading, a passage, a name in its code. */
  kind: 'record' | 'title' | 'heading' | 'text' | 'code';
  /** The heading of the entry's section, when it is not the page title. */
  heading?: string;
  /** The entry's text around its first match, and where the query's words are in it. */
  excerpt?: {text: string; marks: Position[]};
  /** The words to mark on the page the result opens. */
  marks: string[];
  /** Its heading or passage is still to come: the search's first answer, sent before the text is fetched. */
  contextToCome?: boolean;
}

/** How a search may be narrowed, stopped early, and answered before the text of its results arrives. */
export interface SearchOptions {
  /** Which pages it may return (the results page's filters); all by default. */
  include?: PageFilter;
  /** Once aborted, the search stops (throwing its reason) before its next fetch or the text of its results. */
  signal?: AbortSignal;
  /**
   * Told the ranked results before their headings and passages are fetched, when any is to come (a
   * result's text is one more round trip): the box shows the documents at once and their context after.
   */
  onRanked?: (results: SearchResult[]) => void;
}

/** Which pages a search may return: by URL and status (the results page's filters). */
export type PageFilter = (page: {url: string; status?: string}) => boolean;

/** How much a match counts by where it is. */
const PART_WEIGHT: Record<number, number> = {[TITLES]: 4, [HEADINGS]: 2, [DESCRIPTIONS]: 2, [KEYWORDS]: 2, [CONTENT]: 1};
const PART_KIND: Record<number, SearchResult['kind']> = {
  [TITLES]: 'title',
  [HEADINGS]: 'heading',
  [DESCRIPTIONS]: 'text',
  [KEYWORDS]: 'code',
  [CONTENT]: 'text',
};
/** How much a match counts by how the word matched. */
const EXACT = 1;
const SYNONYM = 0.9;
const PREFIX = 0.8;
/** A typo, or a longer word than the one typed: in a title (4 × 0.2) still below the word itself in the text (1). */
const TYPO = 0.2;
const PREFIX_OF_A_WORD = TYPO;
/** What each word matched only by a typo costs a page besides. */
const TYPO_COST = 0.5;
/** What a word a page lacks costs it: as much as a heading holding it would give. */
const MISSING_GROUP = PART_WEIGHT[HEADINGS];
/** A section about what the document did not choose counts this much of the rest. */
const NOT_CHOSEN = 0.5;
/** Fewer pages than this for a word of the index: also look for it within edit distance. */
const FEW_PAGES = 2;
/** Letters a word needs to be matched at one edit, and at two. */
const ONE_EDIT = 5;
const TWO_EDITS = 8;
const FUZZABLE = /^[a-z]+$/;

/** lunr 2.3.9's token set builders, which @types/lunr leaves out. */
const TokenSets = lunr.TokenSet as unknown as {fromFuzzyString(word: string, distance: number): TokenSetNode};

/** A term a word reaches, and how well; `typo` for a near miss, and for a longer word than one the index has. */
interface Reach {
  term: number;
  quality: number;
  typo: boolean;
}

/** A page's matches: per group its best match, whether that is a typo; lunr's weights; its entries. */
interface PageMatch {
  page: number;
  groups: number[];
  typos: boolean[];
  weight: number;
  entries: Map<number, EntryMatch>;
}

/** How a page matches a word: its best place and whether that is a typo; lunr's weights of all its places. */
interface WordMatch {
  score: number;
  typo: boolean;
  weight: number;
}

/** The pages that match both, each as well as its worse match; their weights added. */
function bothWords(a: ReadonlyMap<number, WordMatch>, b: ReadonlyMap<number, WordMatch>): Map<number, WordMatch> {
  const both = new Map<number, WordMatch>();
  for (const [page, first] of a) {
    const second = b.get(page);
    if (!second) continue;
    const worse = second.score < first.score ? second : first;
    both.set(page, {score: worse.score, typo: first.typo || second.typo, weight: first.weight + second.weight});
  }
  return both;
}

/** An entry (`part`, `ref`) of a page: the groups it holds and how well. */
interface EntryMatch {
  part: number;
  ref: number;
  groups: Set<number>;
  score: number;
}

interface Ranked {
  page: number;
  kind: 'record' | 'match';
  entry?: EntryMatch;
}

/**
 * Yields the signal's reason once it is aborted. Postings already fetched
 * leave no wait in a search for another task to run in, so this lets the
 * tasks queued meanwhile (a message that aborts) run first.
 */
async function stopIfAborted(signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return;
  await new Promise((resolve) => setTimeout(resolve, 0));
  signal.throwIfAborted();
}

export type LoadFile = (file: string) => Promise<unknown>;

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

export class ShardedIndex {
  private readonly vocabulary: Vocabulary;
  private readonly termIndex = new Map<string, number>();
  private readonly pageIds: number[];
  private readonly shardFirsts: number[];
  private readonly shards = new Map<number, Promise<Shard['postings']>>();
  private readonly postings = new Map<number, number[]>();
  private readonly textChunks = new Map<number, Promise<TextChunk>>();
  /** The text chunks that have arrived, whose entries a result can show at once. */
  private readonly arrivedChunks = new Set<number>();
  private readonly notChosen: ReadonlySet<number>;
  private readonly records = new Map<string, number>();
  private readonly pageByUrl = new Map<string, number>();

  constructor(
    private readonly meta: TermIndexMeta,
    private readonly load: LoadFile,
    /** Characters of text kept on each side of a result's first match (./positions); all of it by default. */
    private readonly excerptMargin = Infinity,
    private readonly reader = new QueryReader(),
  ) {
    meta.terms.forEach((term, t) => this.termIndex.set(term, t));
    this.vocabulary = new Vocabulary(meta.terms);
    this.pageIds = meta.pages.map((page) => page.i);
    this.shardFirsts = meta.shards.map((shard) => shard.first);
    this.notChosen = new Set(meta.notChosen);
    meta.pages.forEach((page, p) => {
      this.pageByUrl.set(page.u, p);
      const number = /^([A-Za-z]+)-(\d+)\b/.exec(page.t);
      if (number) this.records.set(recordKey(number[1], number[2]), p);
    });
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

  private async fetchPostings(terms: Iterable<number>): Promise<void> {
    await Promise.all(
      [...new Set(terms)]
        .filter((term) => !this.postings.has(term))
        .map(async (term) => {
          const shard = pageIndexOf(this.shardFirsts, term);
          const postings = await this.loadShard(shard);
          this.postings.set(term, postings[term - this.shardFirsts[shard]]);
        }),
    );
  }

  /** The number of the text chunk holding entry `ref`. */
  private chunkOf(ref: number): number {
    return pageIndexOf(this.meta.text.firsts, ref);
  }

  /** The text chunk holding entry `ref`, fetched once. */
  private loadText(ref: number): Promise<TextChunk> {
    const chunk = this.chunkOf(ref);
    let loaded = this.textChunks.get(chunk);
    if (!loaded) {
      loaded = this.load(textChunkFile(this.meta, chunk)) as Promise<TextChunk>;
      this.textChunks.set(chunk, loaded);
      loaded.then(
        () => this.arrivedChunks.add(chunk),
        () => this.textChunks.delete(chunk),
      );
    }
    return loaded;
  }

  /** The terms a word reaches exactly or, as the last word, by prefix. */
  private reachWord(word: string, maybeTyping: boolean): Reach[] {
    const reached = new Map<number, Reach>();
    for (const form of new Set([stem(word), word])) {
      const term = this.termIndex.get(form);
      if (term !== undefined) reached.set(term, {term, quality: EXACT, typo: false});
    }
    if (maybeTyping && !/^\d+$/.test(word)) {
      // A word complete as typed is more likely meant than the longer words it starts ("sla", not "slash"):
      // those rank as a typo would, below the word itself.
      const isWord = reached.size > 0;
      const asPrefix = {quality: isWord ? PREFIX_OF_A_WORD : PREFIX, typo: isWord};
      for (const form of new Set([word, stem(word)])) {
        for (const spelt of this.vocabulary.spelling(form, true)) {
          const term = this.termIndex.get(spelt)!;
          if (!reached.has(term)) reached.set(term, {term, ...asPrefix});
        }
      }
      // Typed past its stem's end ("handlin"): the stem of the word it is becoming ("handling", "handl").
      for (const completed of completions(word)) {
        const term = this.termIndex.get(stem(completed));
        if (term !== undefined && !reached.has(term)) reached.set(term, {term, ...asPrefix});
      }
    }
    return [...reached.values()];
  }

  /** The terms within edit distance of a word long enough to have a typo. */
  private reachByTypo(word: string, known: ReadonlySet<number>): Reach[] {
    if (!FUZZABLE.test(word) || word.length < ONE_EDIT) return [];
    const distance = word.length >= TWO_EDITS ? 2 : 1;
    const reached = new Map<number, Reach>();
    for (const form of new Set([word, stem(word)])) {
      for (const spelt of this.vocabulary.intersect(TokenSets.fromFuzzyString(form, distance)).toArray()) {
        const term = this.termIndex.get(spelt)!;
        if (!known.has(term)) reached.set(term, {term, quality: TYPO, typo: true});
      }
    }
    return [...reached.values()];
  }

  /** Pages the postings of `reach` land on. */
  private pagesOf(reach: readonly Reach[]): Set<number> {
    const pages = new Set<number>();
    for (const {term} of reach) {
      const entry = this.postings.get(term)!;
      for (let e = 0; e < entry.length;) {
        const count = entry[e + 1];
        let ref = 0;
        for (let n = 0, at = e + 2; n < count; n += 1, at += 2) {
          ref += entry[at];
          pages.add(pageIndexOf(this.pageIds, ref));
        }
        e += 2 + count * 2;
      }
    }
    return pages;
  }

  /** For every word of every group's alternatives, the terms it reaches (fetched): by group, alternative, word. */
  private async reachQuery(query: ParsedQuery, signal?: AbortSignal): Promise<Reach[][][][]> {
    // A synonym is a whole word of the data file: matched exactly, never by prefix or typo.
    const reach = query.groups.map((group) =>
      group.alternatives.map((words, a) => words.map((word) => this.reachWord(word, group.maybeTyping && a === 0))),
    );
    await this.fetchPostings(reach.flat(3).map((r) => r.term));
    await stopIfAborted(signal);
    const typos: Array<Promise<void>> = [];
    query.groups.forEach((group, g) =>
      group.alternatives.forEach((words, a) =>
        words.forEach((word, w) => {
          const found = reach[g][a][w];
          if (a > 0 || (found.length > 0 && this.pagesOf(found).size >= FEW_PAGES)) return;
          const byTypo = this.reachByTypo(word, new Set(found.map((r) => r.term)));
          reach[g][a][w] = [...found, ...byTypo];
          typos.push(this.fetchPostings(byTypo.map((r) => r.term)));
        }),
      ),
    );
    await Promise.all(typos);
    return reach;
  }

  /** Every page holding at least one group, with its matches. */
  private matchPages(reach: Reach[][][][]): Map<number, PageMatch> {
    const pages = new Map<number, PageMatch>();
    const groupCount = reach.length;
    reach.forEach((alternatives, g) => {
      // A page's match of the group: its best alternative, which is as good as its worst word there.
      const groupMatch = new Map<number, WordMatch>();
      alternatives.forEach((words, a) => {
        const alternativeQuality = a === 0 ? EXACT : SYNONYM;
        let together: Map<number, WordMatch> | undefined;
        for (const wordReach of words) {
          const wordMatch = new Map<number, WordMatch>();
          for (const {term, quality, typo} of wordReach) {
            this.forEachPosting(term, (part, ref, weight, page) => {
              const score = PART_WEIGHT[part] * quality * alternativeQuality * (this.notChosen.has(ref) ? NOT_CHOSEN : 1);
              const match = wordMatch.get(page) ?? {score: 0, typo, weight: 0};
              if (score > match.score) Object.assign(match, {score, typo});
              match.weight += weight * quality * alternativeQuality;
              wordMatch.set(page, match);
              const entries = this.pageMatch(pages, page, groupCount).entries;
              const key = ref * 8 + part;
              let entry = entries.get(key);
              if (!entry) entries.set(key, (entry = {part, ref, groups: new Set(), score: 0}));
              entry.groups.add(g);
              entry.score += score;
            });
          }
          together = together ? bothWords(together, wordMatch) : wordMatch;
        }
        for (const [page, match] of together ?? []) {
          const best = groupMatch.get(page);
          if (!best || match.score > best.score || (match.score === best.score && match.weight > best.weight)) groupMatch.set(page, match);
        }
      });
      for (const [page, {score, typo, weight}] of groupMatch) {
        const match = this.pageMatch(pages, page, groupCount);
        match.groups[g] = score;
        match.typos[g] = typo;
        match.weight += weight;
      }
    });
    return pages;
  }

  private pageMatch(pages: Map<number, PageMatch>, page: number, groupCount: number): PageMatch {
    let match = pages.get(page);
    if (!match) {
      match = {
        page,
        groups: new Array<number>(groupCount).fill(0),
        typos: new Array<boolean>(groupCount).fill(false),
        weight: 0,
        entries: new Map(),
      };
      pages.set(page, match);
    }
    return match;
  }

  private forEachPosting(term: number, visit: (part: number, ref: number, weight: number, page: number) => void): void {
    const entry = this.postings.get(term)!;
    for (let e = 0; e < entry.length;) {
      const part = entry[e];
      const count = entry[e + 1];
      let ref = 0;
      for (let n = 0, at = e + 2; n < count; n += 1, at += 2) {
        ref += entry[at];
        visit(part, ref, entry[at + 1] / 1000, pageIndexOf(this.pageIds, ref));
      }
      e += 2 + count * 2;
    }
  }

  /** At most `limit` results, one per page (./SearchOptions: which pages, stopping early, an answer before the text). */
  async search(input: string, limit: number, {include = () => true, signal, onRanked}: SearchOptions = {}): Promise<SearchResult[]> {
    const query = this.reader.read(input);
    const accepts = (p: number) => include({url: this.meta.pages[p].u, status: this.meta.pages[p].st});
    const ranked: Ranked[] = [];
    let terms = new Set<string>();
    for (const key of query.records) {
      const page = this.records.get(key);
      if (page !== undefined && accepts(page) && !ranked.some((r) => r.page === page)) ranked.push({page, kind: 'record'});
    }
    if (query.groups.length > 0) {
      const reach = await this.reachQuery(query, signal);
      terms = new Set(reach.flat(3).map((r) => this.meta.terms[r.term]));
      const groupCount = query.groups.length;
      const mayMiss = groupCount >= 6 ? 2 : groupCount >= 3 ? 1 : 0;
      const held = (m: PageMatch) => m.groups.filter((score) => score > 0).length;
      const typos = (m: PageMatch) => m.typos.filter((typo, g) => typo && m.groups[g] > 0).length;
      const relevance = (m: PageMatch) =>
        m.groups.reduce((sum, score) => sum + score, 0) +
        together(m) +
        Math.log2(1 + m.weight) -
        MISSING_GROUP * (groupCount - held(m)) -
        TYPO_COST * typos(m);
      const matches = [...this.matchPages(reach).values()]
        .filter((m) => held(m) >= groupCount - mayMiss && accepts(m.page) && !ranked.some((r) => r.page === m.page))
        .map((m) => ({m, score: relevance(m)}))
        .sort((a, b) => b.score - a.score)
        .map(({m}) => m);
      for (const match of this.successorsFirst(matches)) ranked.push({page: match.page, kind: 'match', entry: bestEntry(match)});
    }
    const shown = ranked.slice(0, limit);
    await stopIfAborted(signal);
    const results = shown.map((r) => this.pageResult(r, query.marks, terms));
    const withText = shown.map(needsText);
    // Told only when a text chunk is still to arrive: with every one here, the complete results follow at once.
    if (onRanked && shown.some((r) => needsText(r) && !this.arrivedChunks.has(this.chunkOf(r.entry.ref))))
      onRanked(results.map((result, n) => (withText[n] ? {...result, contextToCome: true} : result)));
    return Promise.all(results.map((result, n) => this.withContext(result, shown[n], terms)));
  }

  /** The matches in order, but a superseded document after the one that replaced it, when both are there. */
  private successorsFirst(matches: PageMatch[]): PageMatch[] {
    const ordered = [...matches];
    for (const match of matches) {
      const successorUrl = this.meta.pages[match.page].sb;
      const successor = successorUrl === undefined ? undefined : this.pageByUrl.get(successorUrl);
      const at = ordered.indexOf(match);
      const successorAt = ordered.findIndex((m) => m.page === successor);
      if (successorAt > at) {
        ordered.splice(at, 1);
        ordered.splice(successorAt, 0, match);
      }
    }
    return ordered;
  }

  /** A result as its page shows it: number, title, status, section, what replaced it. */
  private pageResult({page: p, kind, entry}: Ranked, marks: string[], terms: ReadonlySet<string>): SearchResult {
    const page = this.meta.pages[p];
    const successor = page.sb === undefined ? undefined : this.pageByUrl.get(page.sb);
    return {
      url: page.u,
      title: page.t,
      titleMarks: flatPositions(matchedExcerpt(page.t, terms, Infinity).positions),
      ...(page.b?.[0] ? {section: page.b[0]} : {}),
      ...(page.st ? {status: page.st} : {}),
      ...(successor === undefined ? {} : {supersededBy: {title: this.meta.pages[successor].t, url: this.meta.pages[successor].u}}),
      kind: kind === 'record' ? 'record' : PART_KIND[entry?.part ?? TITLES],
      marks,
    };
  }

  /** The result with its entry's heading or passage, from the entry's text chunk, when it has one. */
  private async withContext(pageResult: SearchResult, ranked: Ranked, terms: ReadonlySet<string>): Promise<SearchResult> {
    if (!needsText(ranked)) return pageResult;
    const {page: p, entry} = ranked;
    const result = {...pageResult};
    const page = this.meta.pages[p];
    const {parts} = await this.loadText(entry.ref);
    const document: PageTextEntry | undefined = parts[entry.part].find((candidate) => candidate.i === entry.ref);
    if (!document) throw new Error(`Search index: entry ${entry.ref} missing from its text chunk`);
    if (document.h) result.url = `${page.u}${document.h}`;
    if (entry.part === HEADINGS) {
      result.heading = document.t;
      return result;
    }
    if (document.s && document.s !== page.t) result.heading = document.s;
    const {text, positions} = matchedExcerpt(document.t, terms, this.excerptMargin);
    result.excerpt = {text, marks: flatPositions(positions)};
    return result;
  }
}

/** Whether a result shows text from its entry's chunk: any entry but the page's title. */
function needsText(ranked: Ranked): ranked is Ranked & {entry: EntryMatch} {
  return ranked.entry !== undefined && ranked.entry.part !== TITLES;
}

/** How close the words are: more words in one entry, and the better its place, count more. */
function together(match: PageMatch): number {
  let most = 0;
  for (const {groups, part} of match.entries.values()) most = Math.max(most, (groups.size - 1) * PART_WEIGHT[part]);
  return most;
}

/** The entry of a page that holds the most groups, and the most of them. */
function bestEntry(match: PageMatch): EntryMatch | undefined {
  let best: EntryMatch | undefined;
  for (const entry of match.entries.values()) {
    if (!best || entry.groups.size > best.groups.size || (entry.groups.size === best.groups.size && entry.score > best.score)) best = entry;
  }
  return best;
}

function flatPositions(positions: ReadonlyMap<string, Position[]>): Position[] {
  return [...positions.values()].flat().sort((a, b) => a[0] - b[0]);
}
