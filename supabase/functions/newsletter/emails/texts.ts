// The words of the newsletter's own mails in the site's eight languages: the confirmation (double opt-in) and the
// manage link an already-confirmed address gets when it subscribes again.
import type { NewsletterLanguage } from '../../_shared/newsletter-links.ts';

export interface AccountMailTexts {
  subject: string;
  preview: string;
  heading: string;
  body: string;
  button: string;
  /** Why the reader got this mail and what happens if they ignore it. */
  footer: string;
}

export interface NewsletterMailTexts {
  confirm: AccountMailTexts;
  manage: AccountMailTexts;
}

export const mailTexts: Record<NewsletterLanguage, NewsletterMailTexts> = {
  en: {
    confirm: {
      subject: 'Confirm your subscription to Tales',
      preview: 'One click and the story of the day arrives every morning.',
      heading: 'Confirm your subscription',
      body: 'Someone (we hope you) asked to receive the story of the day from Tales at this address. Open the link below and press Confirm to start.',
      button: 'Confirm my subscription',
      footer:
        'If you did not ask for this, ignore this mail: nothing will be sent to you. The link works for 24 hours.',
    },
    manage: {
      subject: 'Your Tales subscription',
      preview: 'You are already subscribed: here is the link to your settings.',
      heading: 'You are already subscribed',
      body: 'This address already receives the story of the day. You can change its language or hour, or leave, from your settings.',
      button: 'Open my settings',
      footer: 'If you did not ask for this, ignore this mail: nothing changes.',
    },
  },
  es: {
    confirm: {
      subject: 'Confirma tu suscripción a Tales',
      preview: 'Un clic y el cuento del día llegará cada mañana.',
      heading: 'Confirma tu suscripción',
      body: 'Alguien (esperamos que tú) pidió recibir el cuento del día de Tales en esta dirección. Abre el enlace y pulsa Confirmar para empezar.',
      button: 'Confirmar mi suscripción',
      footer: 'Si no lo pediste, ignora este correo: no te enviaremos nada. El enlace vale durante 24 horas.',
    },
    manage: {
      subject: 'Tu suscripción a Tales',
      preview: 'Ya estás suscrito: aquí tienes el enlace a tus ajustes.',
      heading: 'Ya estás suscrito',
      body: 'Esta dirección ya recibe el cuento del día. Desde tus ajustes puedes cambiar el idioma o la hora, o darte de baja.',
      button: 'Abrir mis ajustes',
      footer: 'Si no lo pediste, ignora este correo: nada cambia.',
    },
  },
  pt: {
    confirm: {
      subject: 'Confirme a sua inscrição no Tales',
      preview: 'Um clique e a história do dia chega todas as manhãs.',
      heading: 'Confirme a sua inscrição',
      body: 'Alguém (esperamos que você) pediu para receber a história do dia do Tales neste endereço. Abra o link e toque em Confirmar para começar.',
      button: 'Confirmar a minha inscrição',
      footer: 'Se não pediu, ignore este e-mail: nada lhe será enviado. O link vale por 24 horas.',
    },
    manage: {
      subject: 'A sua inscrição no Tales',
      preview: 'Você já está inscrito: aqui está o link para as suas preferências.',
      heading: 'Você já está inscrito',
      body: 'Este endereço já recebe a história do dia. Nas suas preferências pode mudar o idioma ou a hora, ou cancelar.',
      button: 'Abrir as minhas preferências',
      footer: 'Se não pediu, ignore este e-mail: nada muda.',
    },
  },
  fr: {
    confirm: {
      subject: 'Confirmez votre abonnement à Tales',
      preview: 'Un clic et l’histoire du jour arrive chaque matin.',
      heading: 'Confirmez votre abonnement',
      body: 'Quelqu’un (vous, nous l’espérons) a demandé à recevoir l’histoire du jour de Tales à cette adresse. Ouvrez le lien puis appuyez sur Confirmer pour commencer.',
      button: 'Confirmer mon abonnement',
      footer:
        'Si vous n’avez rien demandé, ignorez ce message : rien ne vous sera envoyé. Le lien est valable 24 heures.',
    },
    manage: {
      subject: 'Votre abonnement à Tales',
      preview: 'Vous êtes déjà abonné : voici le lien vers vos réglages.',
      heading: 'Vous êtes déjà abonné',
      body: 'Cette adresse reçoit déjà l’histoire du jour. Dans vos réglages, vous pouvez changer la langue ou l’heure, ou vous désabonner.',
      button: 'Ouvrir mes réglages',
      footer: 'Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
    },
  },
  it: {
    confirm: {
      subject: 'Conferma la tua iscrizione a Tales',
      preview: 'Un clic e la storia del giorno arriva ogni mattina.',
      heading: 'Conferma la tua iscrizione',
      body: 'Qualcuno (speriamo tu) ha chiesto di ricevere la storia del giorno di Tales a questo indirizzo. Apri il link e premi Conferma per iniziare.',
      button: 'Conferma la mia iscrizione',
      footer: 'Se non l’hai chiesto, ignora questa email: non ti invieremo nulla. Il link vale 24 ore.',
    },
    manage: {
      subject: 'La tua iscrizione a Tales',
      preview: 'Sei già iscritto: ecco il link alle tue impostazioni.',
      heading: 'Sei già iscritto',
      body: 'Questo indirizzo riceve già la storia del giorno. Dalle impostazioni puoi cambiare lingua o ora, oppure disiscriverti.',
      button: 'Apri le mie impostazioni',
      footer: 'Se non l’hai chiesto, ignora questa email: non cambia nulla.',
    },
  },
  cn: {
    confirm: {
      subject: '确认订阅 Tales',
      preview: '点一下，每天早上收到当日故事。',
      heading: '确认您的订阅',
      body: '有人（希望是您）请求用此邮箱接收 Tales 的每日故事。打开下面的链接并点击“确认”即可开始。',
      button: '确认订阅',
      footer: '如果不是您本人请求，请忽略此邮件：我们不会向您发送任何内容。链接 24 小时内有效。',
    },
    manage: {
      subject: '您的 Tales 订阅',
      preview: '您已订阅：这是您的设置链接。',
      heading: '您已经订阅',
      body: '此邮箱已在接收每日故事。您可以在设置中更改语言或时间，或退订。',
      button: '打开我的设置',
      footer: '如果不是您本人请求，请忽略此邮件：一切不变。',
    },
  },
  de: {
    confirm: {
      subject: 'Bestätige dein Abonnement bei Tales',
      preview: 'Ein Klick, und die Geschichte des Tages kommt jeden Morgen.',
      heading: 'Bestätige dein Abonnement',
      body: 'Jemand (hoffentlich du) möchte die Geschichte des Tages von Tales an diese Adresse erhalten. Öffne den Link und tippe auf Bestätigen, um zu beginnen.',
      button: 'Abonnement bestätigen',
      footer: 'Wenn du das nicht warst, ignoriere diese Mail: Du erhältst nichts. Der Link gilt 24 Stunden.',
    },
    manage: {
      subject: 'Dein Tales-Abonnement',
      preview: 'Du bist schon angemeldet: Hier ist der Link zu deinen Einstellungen.',
      heading: 'Du bist schon angemeldet',
      body: 'Diese Adresse erhält die Geschichte des Tages bereits. In deinen Einstellungen kannst du Sprache oder Uhrzeit ändern oder dich abmelden.',
      button: 'Meine Einstellungen öffnen',
      footer: 'Wenn du das nicht warst, ignoriere diese Mail: Es ändert sich nichts.',
    },
  },
  ru: {
    confirm: {
      subject: 'Подтвердите подписку на Tales',
      preview: 'Один клик — и рассказ дня будет приходить каждое утро.',
      heading: 'Подтвердите подписку',
      body: 'Кто-то (надеемся, вы) попросил присылать рассказ дня от Tales на этот адрес. Откройте ссылку и нажмите «Подтвердить», чтобы начать.',
      button: 'Подтвердить подписку',
      footer: 'Если вы этого не просили, просто проигнорируйте письмо: мы ничего не пришлём. Ссылка действует 24 часа.',
    },
    manage: {
      subject: 'Ваша подписка на Tales',
      preview: 'Вы уже подписаны: вот ссылка на настройки.',
      heading: 'Вы уже подписаны',
      body: 'Этот адрес уже получает рассказ дня. В настройках можно изменить язык или время либо отписаться.',
      button: 'Открыть настройки',
      footer: 'Если вы этого не просили, просто проигнорируйте письмо: ничего не изменится.',
    },
  },
};
