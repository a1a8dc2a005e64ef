import { describe, expect, it } from 'vitest';
import { buildSuggestions, MAX_SUGGESTIONS, sessionMinutes, type SuggestionInput } from './suggestions';
import { nextSkills } from './unmastered-skills';

const ALL_ROADS = { highway: 60, urban: 60, rural: 60, 'parking-lot': 30 };

type Overrides = Partial<Omit<SuggestionInput, 'progress'>> & { progress?: Partial<SuggestionInput['progress']> };

function input(overrides: Overrides = {}): SuggestionInput {
  return {
    adverseWeatherMinutes: 0,
    busyTrafficMinutes: 0,
    unmasteredSkills: [],
    ...overrides,
    progress: {
      state: 'CA',
      missing: [],
      byRoadType: ALL_ROADS,
      approved: { totalMinutes: 600, nightMinutes: 0, drives: 10 },
      ...overrides.progress,
    },
  };
}

describe('sessionMinutes', () => {
  it('rounds the gap up to 15 minutes and caps one session', () => {
    expect(sessionMinutes(1)).toBe(15);
    expect(sessionMinutes(16)).toBe(30);
    expect(sessionMinutes(600)).toBe(60);
    expect(sessionMinutes(600, 45)).toBe(45);
  });
});

describe('buildSuggestions', () => {
  it('suggests nothing for a learner who lacks nothing', () => {
    expect(buildSuggestions(input())).toEqual([]);
  });

  it('suggests a night drive while night minutes are missing', () => {
    const [first] = buildSuggestions(input({ progress: { missing: [{ category: 'night', minutes: 20 }] } }));
    expect(first).toEqual({
      kind: 'night',
      missingMinutes: 20,
      state: 'CA',
      targetMinutes: 30,
      conditions: ['night'],
      skills: [],
    });
  });

  it('puts the remaining total last, as a regular practice session', () => {
    const list = buildSuggestions(
      input({
        progress: {
          missing: [
            { category: 'total', minutes: 2000 },
            { category: 'night', minutes: 600 },
          ],
        },
      }),
    );
    expect(list.map((s) => s.kind)).toEqual(['night', 'total']);
    expect(list[1]).toMatchObject({ missingMinutes: 2000, targetMinutes: 60, conditions: [] });
  });

  it("applies Pennsylvania's bad-weather hours until they are driven", () => {
    const pa = (adverseWeatherMinutes: number) =>
      buildSuggestions(input({ adverseWeatherMinutes, progress: { state: 'PA' } }));
    expect(pa(120)).toEqual([
      { kind: 'weather', missingMinutes: 180, state: 'PA', targetMinutes: 45, conditions: ['rain'], skills: [] },
    ]);
    expect(pa(300)).toEqual([]);
  });

  it("applies New York's busy-traffic hours and no weather rule", () => {
    const list = buildSuggestions(
      input({ busyTrafficMinutes: 590, adverseWeatherMinutes: 0, progress: { state: 'ny' } }),
    );
    expect(list).toEqual([
      {
        kind: 'traffic',
        missingMinutes: 10,
        state: 'NY',
        targetMinutes: 15,
        conditions: ['heavy-traffic'],
        skills: [],
      },
    ]);
  });

  it('has no category rule for states without one', () => {
    expect(buildSuggestions(input({ progress: { state: 'CA' } }))).toEqual([]);
    expect(buildSuggestions(input({ progress: { state: null } }))).toEqual([]);
  });

  it('suggests the first three unmastered skills in their order', () => {
    const list = buildSuggestions(
      input({ unmasteredSkills: ['mirrors', 'lane-change', 'merging', 'parallel-parking'] }),
    );
    expect(list).toEqual([
      {
        kind: 'skills',
        missingMinutes: 0,
        state: 'CA',
        targetMinutes: 45,
        conditions: [],
        skills: ['mirrors', 'lane-change', 'merging'],
      },
    ]);
  });

  it('suggests road types never driven, but not before any approved practice', () => {
    const some = input({ progress: { byRoadType: { residential: 120, urban: 30 } } });
    expect(buildSuggestions(some).map((s) => s.conditions[0])).toEqual(['highway', 'rural', 'parking-lot']);
    const none = input({ progress: { byRoadType: {}, approved: { totalMinutes: 0, nightMinutes: 0, drives: 0 } } });
    expect(buildSuggestions(none)).toEqual([]);
  });

  it(`keeps at most ${MAX_SUGGESTIONS}, always with the total`, () => {
    const list = buildSuggestions(
      input({
        unmasteredSkills: ['a'],
        progress: {
          state: 'PA',
          byRoadType: {},
          missing: [
            { category: 'total', minutes: 300 },
            { category: 'night', minutes: 60 },
          ],
        },
      }),
    );
    expect(list).toHaveLength(MAX_SUGGESTIONS);
    expect(list.map((s) => s.kind)).toEqual(['night', 'weather', 'skills', 'road-type', 'road-type', 'total']);
  });
});

describe('nextSkills', () => {
  const tree = [
    { id: 'mirrors', prerequisites: [] },
    { id: 'steering', prerequisites: ['mirrors'] },
    { id: 'turns', prerequisites: ['steering'] },
    { id: 'parking', prerequisites: ['mirrors'] },
  ];

  it('offers only skills whose prerequisites are being practised, started ones first', () => {
    expect(nextSkills(tree, new Map())).toEqual(['mirrors']);
    expect(nextSkills(tree, new Map([['mirrors', 'practising']]))).toEqual(['mirrors', 'steering', 'parking']);
    expect(
      nextSkills(
        tree,
        new Map([
          ['mirrors', 'mastered'],
          ['parking', 'introduced'],
        ]),
      ),
    ).toEqual(['parking', 'steering']);
    expect(
      nextSkills(
        tree,
        new Map([
          ['mirrors', 'mastered'],
          ['steering', 'mastered'],
          ['turns', 'mastered'],
          ['parking', 'mastered'],
        ]),
      ),
    ).toEqual([]);
  });
});
