export { languages, isLanguage, contentFallbackLanguage, type Language } from './languages';
export { genres, isGenre, type Genre } from './genres';
export { storyCardsSelect, storySelect } from './story-cards';
export { STORY_COLUMNS } from './story-columns';
