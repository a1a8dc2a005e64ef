/**
 * Shape of the long texts (legal pages, FAQ) kept in locales/<lng>/info.json and read with
 * `t(key, { returnObjects: true })`. Objects with named keys keep sections stable for translators;
 * arrays hold the paragraphs and list items of one section in reading order.
 */
export interface DocumentBlock {
  /** Paragraphs before the list. */
  paragraphs?: string[];
  /** A bulleted list. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface DocumentSubsection extends DocumentBlock {
  heading: string;
}

export interface DocumentSection extends DocumentBlock {
  heading: string;
  subsections?: Record<string, DocumentSubsection>;
}

export interface StructuredDocument {
  title: string;
  intro?: string[];
  sections: Record<string, DocumentSection>;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: FaqItem[];
}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: Json): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isTextList(value: Json): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every(isText);
}

function isBlock(value: Record<string, Json>): boolean {
  const { paragraphs, items, after } = value;
  return (
    (paragraphs === undefined || isTextList(paragraphs)) &&
    (items === undefined || isTextList(items)) &&
    (after === undefined || isTextList(after))
  );
}

export function isDocumentSubsection(value: Json): value is DocumentSubsection {
  return isObject(value) && isText(value.heading) && isBlock(value);
}

export function isDocumentSection(value: Json): value is DocumentSection {
  if (!isObject(value) || !isText(value.heading) || !isBlock(value)) return false;
  const { subsections, paragraphs, items } = value;
  if (subsections !== undefined) {
    return (
      isObject(subsections) &&
      Object.keys(subsections).length > 0 &&
      Object.values(subsections).every(isDocumentSubsection)
    );
  }
  return paragraphs !== undefined || items !== undefined;
}

export function isStructuredDocument(value: Json): value is StructuredDocument {
  return (
    isObject(value) &&
    isText(value.title) &&
    (value.intro === undefined || isTextList(value.intro)) &&
    isObject(value.sections) &&
    Object.keys(value.sections).length > 0 &&
    Object.values(value.sections).every(isDocumentSection)
  );
}

export function isFaqGroup(value: Json): value is FaqGroup {
  return (
    isObject(value) &&
    isText(value.title) &&
    Array.isArray(value.items) &&
    value.items.length > 0 &&
    value.items.every((item) => isObject(item) && isText(item.question) && isText(item.answer))
  );
}
