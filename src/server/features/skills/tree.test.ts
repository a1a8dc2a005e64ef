import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { findCycle, readTextsFile, readTreeFile, skillsTree, treeProblems, type TreeFile } from './tree';

const tree = readTreeFile();
const PLACEHOLDER = /\{\{|\bTODO\b|\bFIXME\b|[Ll]orem ipsum/;

describe('content/skills/tree.json', () => {
  it('has the nine tiers of docs/product/skills.md in order', () => {
    expect(tree.tiers.map((t) => t.id)).toEqual([
      'vehicle-basics',
      'low-speed-control',
      'residential-streets',
      'intersections',
      'multi-lane-highway',
      'parking-manoeuvres',
      'adverse-conditions',
      'night',
      'defensive-driving',
    ]);
  });

  it('has 35 to 45 skills, each in exactly one tier, every tier with skills', () => {
    expect(tree.skills.length).toBeGreaterThanOrEqual(35);
    expect(tree.skills.length).toBeLessThanOrEqual(45);
    for (const t of tree.tiers) expect(t.skills.length, t.id).toBeGreaterThan(0);
    expect(tree.tiers.flatMap((t) => t.skills).sort()).toEqual(tree.skills.map((s) => s.id).sort());
  });

  it('is a directed acyclic graph whose prerequisites exist and sit in the same or an earlier tier', () => {
    expect(treeProblems(tree)).toEqual([]);
    expect(findCycle(tree)).toBeNull();
  });

  it('only the first skills have no prerequisites (the tree is connected from vehicle basics)', () => {
    const roots = tree.skills.filter((s) => s.prerequisites.length === 0);
    for (const r of roots) expect(r.tier).toBe('vehicle-basics');
  });
});

describe('treeProblems (the checks themselves)', () => {
  const small = (skills: TreeFile['skills']): TreeFile => ({
    tiers: [
      { id: 'a', skills: skills.filter((s) => s.tier === 'a').map((s) => s.id) },
      { id: 'b', skills: skills.filter((s) => s.tier === 'b').map((s) => s.id) },
    ],
    skills,
  });

  it('finds a cycle', () => {
    const t = small([
      { id: 'x', tier: 'a', prerequisites: ['z'] },
      { id: 'y', tier: 'a', prerequisites: ['x'] },
      { id: 'z', tier: 'a', prerequisites: ['y'] },
    ]);
    expect(findCycle(t)).toEqual(['x', 'z', 'y', 'x']);
    expect(treeProblems(t).some((p) => p.startsWith('cycle'))).toBe(true);
  });

  it('finds a missing prerequisite, a self-reference and a later-tier prerequisite', () => {
    const t = small([
      { id: 'x', tier: 'a', prerequisites: ['nope', 'y'] },
      { id: 'y', tier: 'b', prerequisites: ['y'] },
    ]);
    const problems = treeProblems(t);
    expect(problems).toContain('x: unknown prerequisite nope');
    expect(problems).toContain('x: prerequisite y is in a later tier');
    expect(problems).toContain('y: is its own prerequisite');
  });
});

describe.each(LANGUAGE_CODES)('content/skills/%s.json', (language) => {
  it('names and describes every tier and skill, with practice tips', () => {
    const texts = readTextsFile(language);
    expect(texts, `content/skills/${language}.json is missing`).not.toBeNull();
    const ids = tree.skills.map((s) => s.id);
    expect(Object.keys(texts!.tiers).sort()).toEqual(tree.tiers.map((t) => t.id).sort());
    expect(Object.keys(texts!.skills).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const s = texts!.skills[id]!;
      expect(s.tips.length, id).toBeGreaterThanOrEqual(1);
      for (const text of [s.name, s.description, ...s.tips]) expect(text, `${language} ${id}`).not.toMatch(PLACEHOLDER);
    }
  });
});

describe('skillsTree()', () => {
  it('returns English texts with no fallback', () => {
    const t = skillsTree('en-US');
    expect(t.language).toBe('en');
    expect(t.fallback).toBe(false);
    expect(t.skills.find((s) => s.id === 'parallel-parking')).toMatchObject({
      name: 'Parallel parking',
      fallback: false,
    });
  });

  it('treats an unknown language as English', () => {
    expect(skillsTree('xx').language).toBe('en');
  });
});
