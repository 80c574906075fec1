// The daily mail's form and what the site's newsletter pages share. The post itself (submit.ts) is loaded only when
// a reader submits, so it is not exported here.
export { SubscribeForm } from './SubscribeForm';
export { SettingsFields, DEFAULT_DELIVERY_HOUR } from './SettingsFields';
export { newsletterActionUrl, type NewsletterAction } from './action-url';
export { newsletterErrorCode, newsletterErrorCodes, type NewsletterErrorCode } from './error-codes';
export * as newsletterStyles from './newsletter.css';
