/** One section of a test-prep guide in locales/<lng>/testPrep.json. */
export interface GuideSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Checks the shape i18next returns for `testPrep.pages.<key>.sections` (a missing key gives a string). */
export function isGuideSections(value: unknown): value is GuideSection[] {
  return (
    Array.isArray(value) &&
    value.every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { title, paragraphs, items } = section as Record<string, unknown>;
      return typeof title === 'string' && isStrings(paragraphs) && (items === undefined || isStrings(items));
    })
  );
}
