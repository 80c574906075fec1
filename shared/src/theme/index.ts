import './themes.css';

export { vars } from './contract.css';
