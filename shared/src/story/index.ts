// What the reader and the calendar both show of a story: its text in the reader's language, excerpts and the
// card's small text rules.
export {
  DEFAULT_READ_TIME,
  excerpt,
  isAnonymous,
  paragraphsOf,
  readingMinutes,
  scriptOf,
  withHash,
  type Script,
} from './text';
export { storyTextFor, type StoryText } from './story-text';
