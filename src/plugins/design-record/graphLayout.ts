import {RELATION_TYPES, type RelationType} from '../../config/relations';
import type {SectionId} from '../../config/sections';
import type {DesignRecordData, DocumentRecord} from './model';

/**
 * The decision graph laid out at build time, so the reader's browser draws
 * positions it is given and runs no layout engine. One lane per section (the
 * three numbered sections that carry most relations side by side), documents
 * in reading order down their lane, and each typed relation as a curve from the
 * later document to the earlier one it names: between lanes a horizontal
 * S-curve, within a lane an arc in the gap to the lane's right.
 */
export const GRAPH_FILE = 'graph.json';

export const LANE_ORDER: readonly SectionId[] = ['adr', 'rfc', 'memos', 'prds', 'netflix', 'docs'];
/** Lanes whose documents carry relations; the gaps between them hold the curves. The others sit close together. */
const RELATED_LANES: ReadonlySet<SectionId> = new Set(['adr', 'rfc', 'memos', 'prds']);
export const NODE_WIDTH = 146;
export const NODE_HEIGHT = 34;
const ROW = 42;
const WIDE_GAP = 56;
const NARROW_GAP = 14;
const MARGIN = 8;
/** Room above the first row for the lane's heading. */
const TOP = 30;
/** Characters of title that fit on a node's second line at its font size. */
const TITLE_CHARS = 24;
/** Characters of a bold first line. */
const LABEL_CHARS = 20;

export interface GraphNode {
  id: string;
  /** `ADR-012`, or the first words of an unnumbered document's title. */
  label: string;
  /** The node's second line: the title shortened to fit (for unnumbered documents, the rest of it); the full title is in `title`. */
  shortTitle: string;
  title: string;
  /** `ADR-012: Title`, or the title of an unnumbered document: how pages and tables name it. */
  name: string;
  /** Set for numbered documents only. */
  reference?: string;
  section: SectionId;
  status?: string;
  date?: string;
  tags: string[];
  permalink: string;
  x: number;
  y: number;
}

export interface GraphEdge {
  source: string;
  target: string;
  type: RelationType;
  /** SVG path data from the source node to the target node. */
  path: string;
}

export interface GraphLane {
  section: SectionId;
  label: string;
  x: number;
}

export interface GraphData {
  width: number;
  height: number;
  nodeWidth: number;
  nodeHeight: number;
  lanes: GraphLane[];
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Tag slug -> label, for every tag a document uses (the tag filter's choices). */
  tagLabels: Record<string, string>;
}

export function shorten(text: string, chars = TITLE_CHARS): string {
  if (text.length <= chars) return text;
  const cut = text.slice(0, chars - 1);
  // Cut at the last whole word, unless that leaves less than half the room used.
  const space = text[chars - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > chars / 2 ? cut.slice(0, space) : cut).replace(/[\s,:;-]+$/, '')}…`;
}

const round = (n: number) => Math.round(n * 10) / 10;

type Placed = Pick<GraphNode, 'x' | 'y'>;

/**
 * Where a relation turns: the gap beside its target on the side facing its
 * source (a relation within one lane turns in the gap to the lane's right).
 * Returned as the gap's left edge, to group the relations that share it.
 */
function turningGap(from: Placed, to: Placed): number {
  return from.x < to.x ? to.x : to.x + NODE_WIDTH;
}

/**
 * The curve of one relation between two placed nodes, turning at `turnX`:
 * between lanes an S-curve leaving the source's facing side, within a lane an
 * arc out to `turnX` and back.
 */
export function edgePath(from: Placed, to: Placed, turnX: number): string {
  const fromY = from.y + NODE_HEIGHT / 2;
  const toY = to.y + NODE_HEIGHT / 2;
  const x = round(turnX);
  if (from.x === to.x) {
    const side = from.x + NODE_WIDTH;
    return `M${side},${fromY} C${x},${fromY} ${x},${toY} ${side},${toY}`;
  }
  const startX = from.x < to.x ? from.x + NODE_WIDTH : from.x;
  const endX = from.x < to.x ? to.x : to.x + NODE_WIDTH;
  return `M${startX},${fromY} C${x},${fromY} ${x},${toY} ${endX},${toY}`;
}

/**
 * Spreads the relations that turn in the same gap across its width, the
 * longest outermost, so a busy gap reads as many lines rather than one.
 */
function turnPositions(pairs: ReadonlyArray<{from: Placed; to: Placed}>, gapWidth: (gapKey: number) => number): number[] {
  const byGap = new Map<number, number[]>();
  pairs.forEach(({from, to}, i) => {
    const key = turningGap(from, to);
    byGap.set(key, [...(byGap.get(key) ?? []), i]);
  });
  const turns: number[] = [];
  for (const [key, members] of byGap) {
    const span = (i: number) => Math.abs(pairs[i]!.to.y - pairs[i]!.from.y);
    members.sort((i, j) => span(j) - span(i) || i - j);
    const width = gapWidth(key) - 8;
    members.forEach((edge, rank) => {
      const {from, to} = pairs[edge]!;
      // Facing the source: out from the target's side, the longest farthest away.
      const depth = 4 + (width * (members.length - rank - 0.5)) / members.length;
      turns[edge] = from.x < to.x ? key - depth : key + depth;
    });
  }
  return turns;
}

/** A node's two lines: number and title, or an unnumbered document's title over both. */
function nodeLines(doc: Pick<DocumentRecord, 'reference' | 'title'>): Pick<GraphNode, 'label' | 'shortTitle'> {
  if (doc.reference) return {label: doc.reference, shortTitle: shorten(doc.title)};
  if (doc.title.length <= LABEL_CHARS) return {label: doc.title, shortTitle: ''};
  const cut = doc.title.lastIndexOf(' ', LABEL_CHARS);
  const split = cut > 0 ? cut : LABEL_CHARS;
  return {label: doc.title.slice(0, split), shortTitle: shorten(doc.title.slice(split).trim())};
}

export function layoutGraph({documents, sections}: Pick<DesignRecordData, 'documents' | 'sections'>): GraphData {
  const lanes: GraphLane[] = [];
  let x = MARGIN;
  for (const section of LANE_ORDER.filter((id) => sections.some((s) => s.id === id))) {
    const previous = lanes.at(-1);
    if (previous) x += NODE_WIDTH + (RELATED_LANES.has(previous.section) && RELATED_LANES.has(section) ? WIDE_GAP : NARROW_GAP);
    lanes.push({section, label: sections.find((s) => s.id === section)!.label, x});
  }
  const gapAfter = (laneRight: number) => {
    const next = lanes.find((l) => l.x > laneRight);
    return next ? next.x - laneRight : WIDE_GAP;
  };
  const laneX = new Map(lanes.map((l) => [l.section, l.x]));
  const rows = new Map<SectionId, number>();
  // Lane by lane, in reading order down each: the order a keyboard moves through the drawing and the table lists them.
  const placed = documents
    .filter((d) => laneX.has(d.section))
    .map((doc, order) => ({doc, order}))
    .sort((a, b) => laneX.get(a.doc.section)! - laneX.get(b.doc.section)! || a.order - b.order)
    .map(({doc}) => doc);
  const nodes: GraphNode[] = placed.map((doc: DocumentRecord) => {
    const row = rows.get(doc.section) ?? 0;
    rows.set(doc.section, row + 1);
    return {
      id: doc.id,
      ...nodeLines(doc),
      title: doc.title,
      name: doc.reference ? `${doc.reference}: ${doc.title}` : doc.title,
      ...(doc.reference ? {reference: doc.reference} : {}),
      section: doc.section,
      ...(doc.status ? {status: doc.status} : {}),
      ...(doc.date ? {date: doc.date} : {}),
      tags: doc.tags,
      permalink: doc.permalink,
      x: laneX.get(doc.section)!,
      y: TOP + row * ROW,
    };
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const relations = placed.flatMap((doc) =>
    RELATION_TYPES.flatMap(({type}) =>
      (doc.relations[type] ?? []).flatMap((target) => {
        const to = byId.get(target);
        return to ? [{source: doc.id, target, type, from: byId.get(doc.id)!, to}] : [];
      }),
    ),
  );
  // A gap keyed by its left edge is `gapAfter(left)` wide; keyed by its right edge (a target lane's x), the gap before it.
  const gapWidth = (key: number) =>
    lanes.some((l) => l.x === key) ? key - (lanes.filter((l) => l.x < key).at(-1)!.x + NODE_WIDTH) : gapAfter(key);
  const turns = turnPositions(relations, gapWidth);
  const edges: GraphEdge[] = relations.map(({source, target, type, from, to}, i) => ({
    source,
    target,
    type,
    path: edgePath(from, to, turns[i]!),
  }));
  const tagLabels = Object.fromEntries(sections.flatMap((s) => Object.entries(s.tagLabels)).sort(([a], [b]) => a.localeCompare(b)));
  return {
    width: (lanes.at(-1)?.x ?? 0) + NODE_WIDTH + MARGIN,
    height: TOP + Math.max(0, ...rows.values()) * ROW + MARGIN,
    nodeWidth: NODE_WIDTH,
    nodeHeight: NODE_HEIGHT,
    lanes,
    nodes,
    edges,
    tagLabels,
  };
}
