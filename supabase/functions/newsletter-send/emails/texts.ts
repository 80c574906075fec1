// Every word of the daily mail in the site's eight languages.
import type { MailLanguage } from '../../_shared/site-paths.ts';

export interface DailyMailTexts {
  /** BCP 47 tag for `lang`. */
  tag: string;
  subject: (title: string) => string;
  by: (author: string) => string;
  anonymous: string;
  minutes: (count: number) => string;
  read: string;
  calendar: string;
  spanishOriginal: string;
  reason: string;
  manage: string;
  unsubscribe: string;
}

export const dailyMailTexts: Record<MailLanguage, DailyMailTexts> = {
  en: {
    tag: 'en',
    subject: (title) => `Today's story: ${title}`,
    by: (author) => `by ${author}`,
    anonymous: 'Anonymous',
    minutes: (count) => `${count} min read`,
    read: 'Read it on Tales',
    calendar: 'Every story in the calendar',
    spanishOriginal: 'This story has no English translation yet: here is the Spanish original.',
    reason: 'You get this mail because you subscribed to the story of the day on Tales.',
    manage: 'Change language or hour',
    unsubscribe: 'Unsubscribe',
  },
  es: {
    tag: 'es',
    subject: (title) => `El cuento de hoy: ${title}`,
    by: (author) => `por ${author}`,
    anonymous: 'Anónimo',
    minutes: (count) => `${count} min de lectura`,
    read: 'Léelo en Tales',
    calendar: 'Todos los cuentos en el calendario',
    spanishOriginal: 'Este cuento aún no tiene traducción: aquí está el original en español.',
    reason: 'Recibes este correo porque te suscribiste al cuento del día en Tales.',
    manage: 'Cambiar idioma u hora',
    unsubscribe: 'Darse de baja',
  },
  pt: {
    tag: 'pt',
    subject: (title) => `A história de hoje: ${title}`,
    by: (author) => `por ${author}`,
    anonymous: 'Anónimo',
    minutes: (count) => `${count} min de leitura`,
    read: 'Leia no Tales',
    calendar: 'Todas as histórias no calendário',
    spanishOriginal: 'Esta história ainda não tem tradução para português: aqui está o original em espanhol.',
    reason: 'Você recebe este e-mail porque assinou a história do dia no Tales.',
    manage: 'Mudar idioma ou hora',
    unsubscribe: 'Cancelar inscrição',
  },
  fr: {
    tag: 'fr',
    subject: (title) => `L'histoire du jour : ${title}`,
    by: (author) => `par ${author}`,
    anonymous: 'Anonyme',
    minutes: (count) => `${count} min de lecture`,
    read: 'La lire sur Tales',
    calendar: 'Toutes les histoires dans le calendrier',
    spanishOriginal: "Cette histoire n'est pas encore traduite en français : voici l'original espagnol.",
    reason: "Vous recevez ce message car vous êtes abonné·e à l'histoire du jour sur Tales.",
    manage: "Changer la langue ou l'heure",
    unsubscribe: 'Se désabonner',
  },
  it: {
    tag: 'it',
    subject: (title) => `La storia di oggi: ${title}`,
    by: (author) => `di ${author}`,
    anonymous: 'Anonimo',
    minutes: (count) => `${count} min di lettura`,
    read: 'Leggila su Tales',
    calendar: 'Tutte le storie nel calendario',
    spanishOriginal: "Questa storia non è ancora tradotta in italiano: ecco l'originale spagnolo.",
    reason: 'Ricevi questa email perché ti sei iscritto alla storia del giorno su Tales.',
    manage: 'Cambia lingua o ora',
    unsubscribe: 'Annulla iscrizione',
  },
  cn: {
    tag: 'zh-CN',
    subject: (title) => `今日故事：${title}`,
    by: (author) => `作者：${author}`,
    anonymous: '匿名',
    minutes: (count) => `阅读约 ${count} 分钟`,
    read: '在 Tales 上阅读',
    calendar: '在日历中查看所有故事',
    spanishOriginal: '这个故事还没有中文翻译：以下是西班牙语原文。',
    reason: '您收到这封邮件，是因为您在 Tales 订阅了每日故事。',
    manage: '更改语言或时间',
    unsubscribe: '退订',
  },
  de: {
    tag: 'de',
    subject: (title) => `Die Geschichte des Tages: ${title}`,
    by: (author) => `von ${author}`,
    anonymous: 'Anonym',
    minutes: (count) => `${count} Min. Lesezeit`,
    read: 'Auf Tales lesen',
    calendar: 'Alle Geschichten im Kalender',
    spanishOriginal: 'Diese Geschichte ist noch nicht übersetzt: Hier ist das spanische Original.',
    reason: 'Sie erhalten diese E-Mail, weil Sie die Geschichte des Tages auf Tales abonniert haben.',
    manage: 'Sprache oder Uhrzeit ändern',
    unsubscribe: 'Abbestellen',
  },
  ru: {
    tag: 'ru',
    subject: (title) => `Рассказ дня: ${title}`,
    by: (author) => `автор: ${author}`,
    anonymous: 'Аноним',
    minutes: (count) => `${count} мин чтения`,
    read: 'Читать на Tales',
    calendar: 'Все рассказы в календаре',
    spanishOriginal: 'У этого рассказа ещё нет перевода на русский: вот испанский оригинал.',
    reason: 'Вы получили это письмо, потому что подписались на рассказ дня на Tales.',
    manage: 'Изменить язык или время',
    unsubscribe: 'Отписаться',
  },
};
