export { languages, isLanguage, contentFallbackLanguage, type Language } from './languages';
export { genres, isGenre, type Genre } from './genres';
export { STORY_CARDS_VIEW, storyCardsSelect } from './story-cards';
