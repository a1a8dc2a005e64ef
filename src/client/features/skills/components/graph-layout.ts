/**
 * Where each skill sits in the wide-screen graph: one row per tier (in order), the tier's name in
 * a column at the inline start, skills spread over the rest. Within a row, skills follow the mean
 * position of their prerequisites above (fewer crossing edges), and a prerequisite in the same
 * tier comes before the skills that need it. Horizontal positions are percentages of the width,
 * vertical ones pixels, so the drawing stretches to any width without changing its height.
 */
import type { SkillsTree } from '../../../../shared/api/skills';

export const GRAPH = {
  /** Width of the tier-name column, in percent. */
  labelWidth: 15,
  rowHeight: 116,
  nodeHeight: 64,
  /** Room above the first row for arcs between skills of the same tier. */
  topPadding: 36,
} as const;

export interface NodePlace {
  id: string;
  tier: string;
  /** Centre, in percent of the width. */
  x: number;
  /** Top edge, in pixels. */
  y: number;
  /** Width, in percent. */
  width: number;
}

export interface GraphEdge {
  from: string;
  to: string;
  sameTier: boolean;
  /** Where the edge leaves its prerequisite and enters its skill (x in percent, y in pixels). */
  start: { x: number; y: number };
  end: { x: number; y: number };
}

export interface GraphLayout {
  nodes: Map<string, NodePlace>;
  rows: { tier: string; y: number }[];
  edges: GraphEdge[];
  height: number;
}

type TreeShape = { tiers: Pick<SkillsTree['tiers'][number], 'id' | 'skills'>[] } & {
  skills: Pick<SkillsTree['skills'][number], 'id' | 'tier' | 'prerequisites'>[];
};

export function layoutGraph(tree: TreeShape): GraphLayout {
  const byId = new Map(tree.skills.map((s) => [s.id, s]));
  const perRow = Math.max(1, ...tree.tiers.map((t) => t.skills.length));
  const slot = (100 - GRAPH.labelWidth) / perRow;
  const nodes = new Map<string, NodePlace>();
  const rows: GraphLayout['rows'] = [];

  tree.tiers.forEach((tier, row) => {
    const y = GRAPH.topPadding + row * GRAPH.rowHeight;
    rows.push({ tier: tier.id, y });
    const ids = tier.skills.filter((id) => byId.has(id));
    const weight = (id: string) => {
      const above = byId
        .get(id)!
        .prerequisites.map((p) => nodes.get(p)?.x)
        .filter((x): x is number => x !== undefined);
      return above.length ? above.reduce((a, b) => a + b, 0) / above.length : 50;
    };
    const ordered = sameTierFirst(
      ids
        .map((id, i) => ({ id, w: weight(id), i }))
        .sort((a, b) => a.w - b.w || a.i - b.i)
        .map((e) => e.id),
      (id) => byId.get(id)!.prerequisites.filter((p) => ids.includes(p)),
    );
    const start = GRAPH.labelWidth + (100 - GRAPH.labelWidth - ordered.length * slot) / 2;
    ordered.forEach((id, i) => nodes.set(id, { id, tier: tier.id, x: start + slot * (i + 0.5), y, width: slot * 0.9 }));
  });

  const links = tree.skills.flatMap((s) =>
    s.prerequisites
      .filter((p) => nodes.has(p))
      .map((p) => ({ from: p, to: s.id, sameTier: byId.get(p)!.tier === s.tier })),
  );
  return {
    nodes,
    rows,
    edges: withPorts(links, nodes),
    height: GRAPH.topPadding + tree.tiers.length * GRAPH.rowHeight,
  };
}

/**
 * Spreads the ends of the edges along each node's top and bottom sides, ordered by where the
 * other end lies, so edges meeting one node do not pile up on a single point. Edges leave a
 * prerequisite from its bottom (or its top, for an arc within the tier) and enter at the top.
 */
function withPorts(
  links: { from: string; to: string; sameTier: boolean }[],
  nodes: Map<string, NodePlace>,
): GraphEdge[] {
  type End = { edge: number; side: 'top' | 'bottom'; node: string; towards: number };
  const ends: End[] = [];
  links.forEach((l, edge) => {
    ends.push({ edge, side: l.sameTier ? 'top' : 'bottom', node: l.from, towards: nodes.get(l.to)!.x });
    ends.push({ edge, side: 'top', node: l.to, towards: nodes.get(l.from)!.x });
  });
  const place = new Map<string, { x: number; y: number }>();
  const groups = new Map<string, End[]>();
  for (const e of ends) groups.set(`${e.node}|${e.side}`, [...(groups.get(`${e.node}|${e.side}`) ?? []), e]);
  for (const group of groups.values()) {
    group.sort((a, b) => a.towards - b.towards || a.edge - b.edge);
    group.forEach((e, i) => {
      const n = nodes.get(e.node)!;
      const x = n.x - n.width * 0.35 + (n.width * 0.7 * (i + 1)) / (group.length + 1);
      place.set(`${e.edge}|${e.node === links[e.edge]!.from ? 'start' : 'end'}`, {
        x,
        y: e.side === 'top' ? n.y : n.y + GRAPH.nodeHeight,
      });
    });
  }
  return links.map((l, i) => ({ ...l, start: place.get(`${i}|start`)!, end: place.get(`${i}|end`)! }));
}

/** A stable topological order: each id after its prerequisites, otherwise as given. */
function sameTierFirst(ids: string[], prerequisitesOf: (id: string) => string[]): string[] {
  const out: string[] = [];
  const placed = new Set<string>();
  const visit = (id: string, path: Set<string>) => {
    if (placed.has(id) || path.has(id)) return;
    path.add(id);
    for (const p of prerequisitesOf(id)) visit(p, path);
    placed.add(id);
    out.push(id);
  };
  for (const id of ids) visit(id, new Set());
  return out;
}

/** The SVG path of an edge in a viewBox 1000 wide (x mirrored for right-to-left). */
export function edgePath(edge: Pick<GraphEdge, 'start' | 'end' | 'sameTier'>, rtl: boolean): string {
  const x = (p: number) => (rtl ? 1000 - p * 10 : p * 10);
  const [x1, y1, x2, y2] = [x(edge.start.x), edge.start.y, x(edge.end.x), edge.end.y];
  if (edge.sameTier) {
    // Same tier: an arc over the top of the row.
    const lift = Math.min(GRAPH.topPadding - 4, 14 + Math.abs(x2 - x1) * 0.05);
    return `M ${x1} ${y1} C ${x1} ${y1 - lift}, ${x2} ${y2 - lift}, ${x2} ${y2}`;
  }
  const bend = Math.min(60, (y2 - y1) / 2);
  return `M ${x1} ${y1} C ${x1} ${y1 + bend}, ${x2} ${y2 - bend}, ${x2} ${y2}`;
}
