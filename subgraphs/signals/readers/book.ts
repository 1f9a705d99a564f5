/**
 * signals' book as the other layers and domains may read it (docs/DESIGN.md §3): risk's house book and
 * Kelly sizing, and the gateway's data freshness. The reads, their point-in-time rule (`openBook`
 * first; every other read takes the `BookHandle` it returns) and what a row holds are documented
 * in ../data/signalsBook.ts, signals' own reader of its book; this is the part of it another domain
 * may import. Nothing here writes.
 */
export {
  type BookHandle,
  bookColumns,
  bookFreshness,
  bookRow,
  isScored,
  openBook,
} from "../data/signalsBook.js";
