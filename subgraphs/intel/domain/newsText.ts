/**
 * How a headline is read by the news store's keyword and lexicon methods (newsCatalyst.ts,
 * newsTopics.ts, newsSentiment.ts): lower-cased, cut into words (letters, digits, and the
 * apostrophes and hyphens inside a word), and a term — one word or a phrase of several — matches
 * only a run of whole words. "eps" is not found in "steps"; "exit or disposal" is found in
 * "Costs Associated with Exit or Disposal Activities".
 */

/** The headline's words, lower case, in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
}

/** Terms (lower-case words or phrases) found as whole-word runs in `words`, once each, in `terms` order. */
export function termsFound(words: readonly string[], terms: readonly string[]): string[] {
  return terms.filter((term) => occurrences(words, term) > 0);
}

/** How many times `term` occurs as a run of whole words (non-overlapping, left to right). */
export function occurrences(words: readonly string[], term: string): number {
  const parts = wordsOf(term);
  if (parts.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + parts.length <= words.length; ) {
    if (parts.every((part, j) => words[i + j] === part)) {
      count++;
      i += parts.length;
    } else i++;
  }
  return count;
}
