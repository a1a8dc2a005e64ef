import { describe, expect, it } from 'vitest';
import { readTreeFile } from '../../../../server/features/skills/tree';
import { edgePath, GRAPH, layoutGraph } from './graph-layout';

const tree = readTreeFile();

describe('layoutGraph', () => {
  const layout = layoutGraph(tree);

  it('places every skill once, in its tier’s row, inside the drawing and without overlaps', () => {
    expect(layout.nodes.size).toBe(tree.skills.length);
    tree.tiers.forEach((tier, row) => {
      const places = tier.skills.map((id) => layout.nodes.get(id)!).sort((a, b) => a.x - b.x);
      for (const p of places) {
        expect(p.y).toBe(GRAPH.topPadding + row * GRAPH.rowHeight);
        expect(p.x - p.width / 2).toBeGreaterThanOrEqual(GRAPH.labelWidth);
        expect(p.x + p.width / 2).toBeLessThanOrEqual(100);
      }
      for (let i = 1; i < places.length; i++)
        expect(places[i]!.x - places[i - 1]!.x).toBeGreaterThanOrEqual(places[i]!.width);
    });
  });

  it('draws one edge per prerequisite and puts same-tier prerequisites first', () => {
    expect(layout.edges).toHaveLength(tree.skills.reduce((n, s) => n + s.prerequisites.length, 0));
    for (const e of layout.edges.filter((e) => e.sameTier))
      expect(layout.nodes.get(e.from)!.x).toBeLessThan(layout.nodes.get(e.to)!.x);
  });

  it('starts edges at the bottom of a prerequisite (top for the same tier) and ends them on top of the skill, spread along the side', () => {
    for (const e of layout.edges) {
      const from = layout.nodes.get(e.from)!;
      const to = layout.nodes.get(e.to)!;
      expect(e.start.y).toBe(e.sameTier ? from.y : from.y + GRAPH.nodeHeight);
      expect(e.end.y).toBe(to.y);
      expect(Math.abs(e.start.x - from.x)).toBeLessThan(from.width / 2);
      expect(Math.abs(e.end.x - to.x)).toBeLessThan(to.width / 2);
    }
    const into = layout.edges.filter((e) => e.to === 'highway-merging').map((e) => e.end.x);
    expect(new Set(into).size).toBe(into.length);
  });

  it('mirrors edges for right-to-left', () => {
    const edge = { start: { x: 20, y: 0 }, end: { x: 70, y: GRAPH.rowHeight }, sameTier: false };
    expect(edgePath(edge, false).startsWith('M 200 ')).toBe(true);
    expect(edgePath(edge, true).startsWith('M 800 ')).toBe(true);
  });
});
