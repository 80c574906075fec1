import './themes.css';

export { vars } from './contract.css';
export { media } from './media';
