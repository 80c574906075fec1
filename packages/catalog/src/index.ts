export { languages, isLanguage, type Language } from './languages';
export { genres, isGenre, type Genre } from './genres';
