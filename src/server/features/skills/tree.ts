/**
 * The skills tree from content/skills/: tree.json holds the structure (tiers, skills and their
 * prerequisites), <language>.json the texts. Read once; a broken structure stops the server at the
 * first request rather than showing a tree with dangling edges.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { baseLanguage, FALLBACK_LANGUAGE } from '../../../shared/languages.js';
import type { Skill, SkillsTree } from '../../../shared/api/skills.js';

const CONTENT_DIR = path.resolve('content/skills');

export const treeFileSchema = z.object({
  tiers: z.array(z.object({ id: z.string().min(1), skills: z.array(z.string().min(1)) })).min(1),
  skills: z.array(
    z.object({ id: z.string().regex(/^[a-z0-9-]+$/), tier: z.string().min(1), prerequisites: z.array(z.string()) }),
  ),
});
export type TreeFile = z.infer<typeof treeFileSchema>;

export const textsFileSchema = z.object({
  tiers: z.record(z.string(), z.object({ name: z.string().min(1), description: z.string().min(1) })),
  skills: z.record(
    z.string(),
    z.object({ name: z.string().min(1), description: z.string().min(1), tips: z.array(z.string().min(1)).min(1) }),
  ),
});
export type TextsFile = z.infer<typeof textsFileSchema>;

/** What is wrong with a tree's structure: unknown prerequisites, later-tier prerequisites, cycles, tier lists out of step. */
export function treeProblems(tree: TreeFile): string[] {
  const problems: string[] = [];
  const tierIndex = new Map(tree.tiers.map((t, i) => [t.id, i]));
  const byId = new Map<string, TreeFile['skills'][number]>();
  for (const s of tree.skills) {
    if (byId.has(s.id)) problems.push(`duplicate skill ${s.id}`);
    byId.set(s.id, s);
  }
  for (const s of tree.skills) {
    const tier = tierIndex.get(s.tier);
    if (tier === undefined) problems.push(`${s.id}: unknown tier ${s.tier}`);
    else if (!tree.tiers[tier]!.skills.includes(s.id))
      problems.push(`${s.id}: missing from the list of tier ${s.tier}`);
    for (const p of s.prerequisites) {
      const pre = byId.get(p);
      if (!pre) problems.push(`${s.id}: unknown prerequisite ${p}`);
      else if (p === s.id) problems.push(`${s.id}: is its own prerequisite`);
      else if (tier !== undefined && (tierIndex.get(pre.tier) ?? Infinity) > tier)
        problems.push(`${s.id}: prerequisite ${p} is in a later tier`);
    }
  }
  for (const t of tree.tiers)
    for (const id of t.skills)
      if (byId.get(id)?.tier !== t.id) problems.push(`tier ${t.id} lists ${id}, which is not a skill of that tier`);
  const cycle = findCycle(tree);
  if (cycle) problems.push(`cycle: ${cycle.join(' → ')}`);
  return problems;
}

/** A prerequisite cycle as a path of ids (first = last), or null for a directed acyclic graph. */
export function findCycle(tree: TreeFile): string[] | null {
  const prereqs = new Map(tree.skills.map((s) => [s.id, s.prerequisites]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'open');
    stack.push(id);
    for (const p of prereqs.get(id) ?? []) {
      const found = visit(p);
      if (found) return found;
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const s of tree.skills) {
    const found = visit(s.id);
    if (found) return found;
  }
  return null;
}

export function readTreeFile(dir = CONTENT_DIR): TreeFile {
  return treeFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'tree.json'), 'utf8')));
}

/** The texts of one language, or null when there is no file for it yet. */
export function readTextsFile(language: string, dir = CONTENT_DIR): TextsFile | null {
  const file = path.join(dir, `${language}.json`);
  if (!fs.existsSync(file)) return null;
  return textsFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

let structure: TreeFile | null = null;
const texts = new Map<string, TextsFile | null>();
const built = new Map<string, SkillsTree>();

function loadStructure(): TreeFile {
  if (!structure) {
    const tree = readTreeFile();
    const problems = treeProblems(tree);
    if (problems.length) throw new Error(`content/skills/tree.json is not valid: ${problems.join('; ')}`);
    structure = tree;
  }
  return structure;
}

/** A language's texts; a broken file counts as missing (English is shown) rather than failing the page. The tree test names it. */
function textsOf(language: string): TextsFile | null {
  if (!texts.has(language)) {
    let file: TextsFile | null = null;
    try {
      file = readTextsFile(language);
    } catch (err) {
      if (language === FALLBACK_LANGUAGE) throw err;
      console.error(`content/skills/${language}.json is not valid; showing English`, err);
    }
    texts.set(language, file);
  }
  return texts.get(language) ?? null;
}

/** Every skill id of the tree. */
export function skillIds(): Set<string> {
  return new Set(loadStructure().skills.map((s) => s.id));
}

/** Prerequisites of one skill (empty for an unknown id). */
export function prerequisitesOf(skillId: string): string[] {
  return loadStructure().skills.find((s) => s.id === skillId)?.prerequisites ?? [];
}

/** The whole tree with texts in `language` (any tag; base code used), English where a text is missing. */
export function skillsTree(language?: string): SkillsTree {
  const lang = baseLanguage(language);
  const cached = built.get(lang);
  if (cached) return cached;
  const tree = loadStructure();
  const english = textsOf(FALLBACK_LANGUAGE);
  if (!english) throw new Error('content/skills/en.json is missing');
  const local = lang === FALLBACK_LANGUAGE ? english : textsOf(lang);
  let fallback = false;
  const tiers = tree.tiers.map((t) => {
    const text = local?.tiers[t.id] ?? english.tiers[t.id];
    if (!local?.tiers[t.id]) fallback = true;
    return { id: t.id, name: text?.name ?? t.id, description: text?.description ?? '', skills: t.skills };
  });
  const skills: Skill[] = tree.skills.map((s) => {
    const own = local?.skills[s.id];
    const text = own ?? english.skills[s.id];
    if (!own) fallback = true;
    return {
      id: s.id,
      tier: s.tier,
      prerequisites: s.prerequisites,
      name: text?.name ?? s.id,
      description: text?.description ?? '',
      tips: text?.tips ?? [],
      fallback: !own,
    };
  });
  const result: SkillsTree = { language: lang, fallback, tiers, skills };
  built.set(lang, result);
  return result;
}
